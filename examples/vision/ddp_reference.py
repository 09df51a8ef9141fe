"""The PyTorch DDP reference for `cnn_bn_sgd_train` with each rank's own
batch statistics (DDP without SyncBatchNorm): what
`spmd-data-parallel{batch-statistics=local}` must compute.

DDP is emulated in one process, as `torch.nn.parallel.DistributedDataParallel`
defines it: every rank holds the same model (the step's arguments, read
from `cnn_bn_sgd_train.io`), runs the forward and backward of the mean
cross-entropy on its own contiguous share of the batch (batch norm in
training mode over those images only), the ranks' gradients are
averaged, and each rank applies the SGD step; the buffers (running
statistics, batch count) are rank 0's, as `broadcast_buffers` makes them
at the next step. Writes NAME.ddpN.io/resultN.npy in the step's result
order (the loss: the ranks' mean; the updated params; the updated
states):

    target/lm-venv/bin/python examples/vision/ddp_reference.py [--ranks N]

The running variance's unbiased correction: PyTorch divides by each
rank's count minus one; the exported step has the whole batch's count
baked in (`N / (N - 1)` for `N` = batch x rows x columns), which the
local statistics keep. The reference applies the exported step's
correction so that both compute the same function; the difference is
below 2e-4 of the running variance here.
"""
import argparse
import copy
import os

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "cnn_bn_sgd_train"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ranks", type=int, default=2)
    ranks = parser.parse_args().ranks
    import export

    model = export.torch_cnn(True).train()
    names = [name for name, _ in model.named_parameters()]
    buffers = [name for name, _ in model.named_buffers()]
    io = os.path.join(HERE, f"{NAME}.io")
    arguments = [np.load(os.path.join(io, f"arg{i}.npy")) for i in range(len(names) + len(buffers) + 2)]
    state = dict(zip(names + buffers, arguments))
    model.load_state_dict({k: torch.from_numpy(np.array(v)) for k, v in state.items()})
    images, labels = (torch.from_numpy(a) for a in arguments[-2:])

    losses, gradients, rank0 = [], [], None
    for rank, (x, y) in enumerate(zip(images.chunk(ranks), labels.chunk(ranks))):
        replica = copy.deepcopy(model)
        norms = [m for m in replica.modules() if isinstance(m, torch.nn.BatchNorm2d)]
        before = [m.running_var.clone() for m in norms]
        seen = []
        for module in norms:
            module.register_forward_hook(lambda m, i, o: seen.append(i[0].detach()))
        loss = torch.nn.functional.cross_entropy(replica(x), y)
        loss.backward()
        # The exported step's unbiased correction (see the module doc).
        with torch.no_grad():
            for module, old, inputs in zip(norms, before, seen):
                whole = inputs.numel() // inputs.shape[1] * ranks
                variance = inputs.var((0, 2, 3), unbiased=False)
                module.running_var.copy_(
                    (1 - module.momentum) * old + module.momentum * variance * whole / (whole - 1))
        losses.append(loss.detach())
        gradients.append([p.grad for p in replica.parameters()])
        if rank == 0:
            rank0 = replica
    average = [torch.stack(g).mean(0) for g in zip(*gradients)]
    results = [torch.stack(losses).mean()]
    with torch.no_grad():
        results += [p - export.LR * g for p, g in zip(model.parameters(), average)]
    results += [b for _, b in rank0.named_buffers()]
    out = os.path.join(HERE, f"{NAME}.ddp{ranks}.io")
    os.makedirs(out, exist_ok=True)
    for i, value in enumerate(results):
        np.save(os.path.join(out, f"result{i}.npy"), value.detach().numpy())
    print(f"wrote {len(results)} results to {out}")


if __name__ == "__main__":
    main()
