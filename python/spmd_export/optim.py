"""Optimizer updates as functions of tensors (the step's states are
arguments and results), the same arithmetic as `torch.optim`'s."""


class Sgd:
    @staticmethod
    def initial(names, params):
        return [], []

    @staticmethod
    def apply(params, grads, states, lr):
        return [p - lr * g for p, g in zip(params, grads)], []


class Adam:
    """`torch.optim.Adam` (no weight decay, not amsgrad): states are the
    first and second moments of every parameter and the step count."""

    @staticmethod
    def initial(names, params):
        import torch

        moments = [torch.zeros_like(p) for p in params]
        squares = [torch.zeros_like(p) for p in params]
        names = ([f"adam.exp_avg.{n}" for n in names] + [f"adam.exp_avg_sq.{n}" for n in names]
                 + ["adam.step"])
        return names, moments + squares + [torch.zeros((), dtype=torch.float32)]

    @staticmethod
    def apply(params, grads, states, lr, betas=(0.9, 0.999), eps=1e-8):
        import torch

        count = len(params)
        moments, squares, step = states[:count], states[count:2 * count], states[2 * count]
        beta1, beta2 = betas
        step = step + 1
        correction1 = 1 - torch.pow(beta1, step)
        correction2 = 1 - torch.pow(beta2, step)
        new_params, new_moments, new_squares = [], [], []
        for p, g, m, v in zip(params, grads, moments, squares):
            m = beta1 * m + (1 - beta1) * g
            v = beta2 * v + (1 - beta2) * g * g
            denominator = v.sqrt() / correction2.sqrt() + eps
            new_params.append(p - (lr / correction1) * m / denominator)
            new_moments.append(m)
            new_squares.append(v)
        return new_params, new_moments + new_squares + [step]


OPTIMIZERS = {"sgd": Sgd, "adam": Adam}
