"""Trains a small Hugging Face GPT-2 with spmd from an ordinary PyTorch
loop: a `DataLoader` over a token file, a progress bar, a loss curve,
started by torchrun. The step is exported once (torch-mlir, through
`spmd_export`), compiled for FSDP (or DDP) over the job's ranks by
`spmd.compile`, and run by `spmd.Trainer`, params and Adam states
resident on the ranks; `--reference` runs the same loop in PyTorch eager.

    pip install ./python/runtime './python[torch,hf]' tqdm
    torchrun --nproc-per-node 2 examples/train_gpt2.py --steps 200
    python examples/train_gpt2.py --reference --steps 200      # PyTorch eager
    python examples/train_gpt2.py --ranks 2 --steps 200        # every rank in this process
    torchrun --nproc-per-node 2 examples/train_gpt2.py --steps 200 --resume  # after a failure

The tokens are the bytes of this repository's documentation (a vocabulary
of 256, no tokenizer to download), written once to OUT/tokens.u8. Every
rank draws the same global batches (one seeded loader per rank); each
runs its piece of every step. Rank 0 prints the progress and writes
OUT/losses.csv (OUT/reference_losses.csv for --reference). Every
`--every` steps, and after the last, the ranks checkpoint into OUT/ckpt
(the format `spmd-exec train` writes); `--resume` continues from the
newest checkpoint there, skipping the batches it has seen, so that the
losses and params equal an uninterrupted run's bit for bit.
"""

import argparse
import glob
import os

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--batch", type=int, default=8, help="global batch (examples per step)")
    parser.add_argument("--seq", type=int, default=32, help="tokens per example")
    parser.add_argument("--lr", type=float, default=3e-3,
                        help="Adam's peak learning rate: a linear warmup over --warmup steps, "
                             "then cosine decay to a tenth of it")
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--style", default="fully-shard", choices=["fully-shard", "replicate"],
                        help="FSDP or DDP over the ranks")
    parser.add_argument("--ranks", type=int, default=None,
                        help="ranks outside a job (default: 2); a job has WORLD_SIZE")
    parser.add_argument("--backend", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--out", default=os.path.join(ROOT, "target", "train_gpt2"))
    parser.add_argument("--reference", action="store_true",
                        help="the same loop in PyTorch eager, on one process")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=25, help="checkpoint every this many steps")
    parser.add_argument("--resume", action="store_true",
                        help="continue from the newest checkpoint in OUT/ckpt")
    return parser.parse_args()


def model(seed, seq):
    import transformers

    torch.manual_seed(seed)
    config = transformers.GPT2Config(
        vocab_size=256, n_positions=seq, n_embd=64, n_layer=2, n_head=4, resid_pdrop=0.0,
        embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=None, eos_token_id=None,
        attn_implementation="eager")
    return transformers.GPT2LMHeadModel(config)


def learning_rate(args, step):
    """The schedule: linear warmup, then cosine decay to lr / 10."""
    import math

    if step < args.warmup:
        return args.lr * (step + 1) / args.warmup
    progress = (step - args.warmup) / max(1, args.steps - args.warmup)
    return args.lr * (0.1 + 0.45 * (1 + math.cos(math.pi * min(1.0, progress))))


def loss_fn(model, input_ids, labels):
    logits = model(input_ids, use_cache=False).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


def token_file(out):
    """The documentation's bytes as tokens, written once (atomically)."""
    path = os.path.join(out, "tokens.u8")
    if not os.path.exists(path):
        text = b"".join(open(p, "rb").read() for p in
                        sorted([os.path.join(ROOT, "README.md")]
                               + glob.glob(os.path.join(ROOT, "docs", "*.md"))))
        os.makedirs(out, exist_ok=True)
        np.frombuffer(text, dtype=np.uint8).tofile(path + f".{os.getpid()}")
        os.replace(path + f".{os.getpid()}", path)
    return path


class TokenWindows(torch.utils.data.Dataset):
    """Windows of `seq` tokens and the tokens that follow each."""

    def __init__(self, path, seq):
        self.tokens = np.fromfile(path, dtype=np.uint8)
        self.seq = seq

    def __len__(self):
        return (len(self.tokens) - 1) // self.seq

    def __getitem__(self, index):
        start = index * self.seq
        window = torch.from_numpy(self.tokens[start:start + self.seq + 1].astype(np.int64))
        return window[:-1], window[1:]


def batches(args, tokens, first=0):
    """The same global batches on every rank, for steps `first` to
    `--steps` (the loader's order replayed from the start)."""
    loader = torch.utils.data.DataLoader(
        TokenWindows(tokens, args.seq), batch_size=args.batch, shuffle=True, drop_last=True,
        generator=torch.Generator().manual_seed(args.seed))
    step = 0
    while True:
        for input_ids, labels in loader:
            if step == args.steps:
                return
            if step >= first:
                yield input_ids, labels
            step += 1


def progress(steps, show, first=0):
    try:
        from tqdm import tqdm
        return tqdm(total=steps, initial=first, disable=not show, unit="step")
    except ImportError:
        return None


def read_curve(path, steps):
    """The first `steps` losses of a curve written before (NaN for any
    it lacks)."""
    rows = []
    if os.path.exists(path):
        with open(path) as f:
            rows = [line.split(",") for line in f.read().splitlines()[1:]]
    losses = [float(loss) for _, loss in rows[:steps]]
    return losses + [float("nan")] * (steps - len(losses))


def write_curve(path, losses, quiet=False):
    with open(path + ".tmp", "w") as f:
        f.write("step,loss\n")
        f.writelines(f"{i + 1},{loss!r}\n" for i, loss in enumerate(losses))
    os.replace(path + ".tmp", path)
    if quiet or not losses:
        return
    bars = "▁▂▃▄▅▆▇█"
    low, high = min(losses), max(losses)
    picked = losses[:: max(1, len(losses) // 60)]
    curve = "".join(bars[round((x - low) / (high - low + 1e-12) * (len(bars) - 1))] for x in picked)
    print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}  {curve}  ({path})")


def train(args, tokens):
    import spmd
    import spmd_export

    ranks = int(os.environ.get("WORLD_SIZE", args.ranks or 2))
    if "WORLD_SIZE" in os.environ and args.ranks not in (None, ranks):
        raise SystemExit(f"--ranks {args.ranks}: the job has {ranks} (WORLD_SIZE)")
    rank = int(os.environ.get("RANK", 0))
    gpt2 = model(args.seed, args.seq)
    mlir = os.path.join(args.out, "gpt2_adam_train.mlir")
    example = next(batches(args, tokens))
    if rank == 0:  # the other ranks wait in spmd.compile for rank 0's executable
        # lr="input": the learning rate is an input of the step, given each
        # step from the schedule.
        spmd_export.torch_train_step(gpt2, loss_fn, example, mlir, optimizer="adam", lr="input")
    executable = spmd.compile(
        mlir, f"spmd-data-parallel{{style={args.style} mesh={ranks}}}",
        os.path.join(args.out, f"gpt2_adam_train.{args.style}{ranks}.spmdx"))
    checkpoints = os.path.join(args.out, "ckpt")
    curve = os.path.join(args.out, "losses.csv")
    if args.resume and os.path.isdir(checkpoints):
        trainer = spmd.resume(checkpoints, executable, backend=args.backend)
        losses = read_curve(curve, trainer.steps_done)
    else:
        trainer = spmd.Trainer(executable, init=gpt2.state_dict(), backend=args.backend)
        losses = []
    first = trainer.steps_done
    bar = progress(args.steps, rank == 0, first)
    for input_ids, labels in batches(args, tokens, first):
        lr = np.float32(learning_rate(args, trainer.steps_done))
        losses.append(trainer.step({"input_ids": input_ids, "labels": labels, "lr": lr}))
        if bar is not None:
            bar.set_postfix(loss=f"{losses[-1]:.4f}")
            bar.update()
        if trainer.steps_done % args.every == 0 or trainer.steps_done == args.steps:
            if rank == 0:  # first: a resumed run reads the checkpoint's steps of it
                write_curve(curve, losses, quiet=True)
            trainer.save(checkpoints)
    if bar is not None:
        bar.close()
    if rank == 0:
        write_curve(curve, losses)


def reference(args, tokens):
    gpt2 = model(args.seed, args.seq)
    optimizer = torch.optim.Adam(gpt2.parameters(), lr=args.lr)
    bar = progress(args.steps, True)
    losses = []
    for step, (input_ids, labels) in enumerate(batches(args, tokens)):
        for group in optimizer.param_groups:
            group["lr"] = learning_rate(args, step)
        loss = loss_fn(gpt2, input_ids, labels)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        losses.append(loss.item())
        if bar is not None:
            bar.set_postfix(loss=f"{losses[-1]:.4f}")
            bar.update()
    if bar is not None:
        bar.close()
    write_curve(os.path.join(args.out, "reference_losses.csv"), losses)


def main():
    args = arguments()
    os.makedirs(args.out, exist_ok=True)
    tokens = token_file(args.out)
    (reference if args.reference else train)(args, tokens)


if __name__ == "__main__":
    main()
