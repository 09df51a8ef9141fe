"""Summarises an Nsight Compute CSV of one spmd-exec step (the metrics
gpu__time_duration.sum, dram__bytes_read.sum and dram__bytes_write.sum,
`--print-units base`): per class of kernel (the executable's fused
kernels, the backend's copies and fills, the libraries' GEMMs and
collectives) the kernels, their time, DRAM bytes and bandwidth; the fused
kernels moving over 8 MB (the bandwidth-bound ones) apart; and the ten
slowest fused kernels. With FORMS (the `// kN: dims ..., FORM` head lines
of the step's generated CUDA C, which `scripts/gpu-check prepare` writes
beside the step), the fused kernels also per form (row groups, column
reductions, element-wise, ...), and each slow kernel's dims and form.

    python3 ncu_summary.py NCU.csv [FORMS]
"""
import csv
import sys
from collections import defaultdict

LARGE = 8e6


def kernels(path):
    """(name, ns, bytes) per profiled kernel, in launch order."""
    with open(path) as f:
        lines = f.read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith('"ID"'))
    found = defaultdict(lambda: {"name": "", "ns": 0.0, "bytes": 0.0})
    for row in csv.DictReader(lines[start:]):
        entry = found[int(row["ID"])]
        entry["name"] = row["Kernel Name"]
        value = float(row["Metric Value"].replace(",", "") or 0)
        if row["Metric Name"] == "gpu__time_duration.sum":
            entry["ns"] = value
        else:
            entry["bytes"] += value
    return [(k["name"], k["ns"], k["bytes"]) for _, k in sorted(found.items())]


def kind(name):
    if name.startswith("spmd_kernel_"):
        return "fused kernels"
    if name.startswith("spmd_step_"):
        return "scatters and scans"
    if name.startswith("spmd_"):
        return "copies and fills"
    if "nccl" in name.lower():
        return "NCCL"
    return "libraries (cuBLAS)"


def line(name, count, ns, moved):
    bandwidth = moved / ns / 1e3 if ns else 0.0
    return f"| {name} | {count} | {ns / 1e3:.1f} | {moved / 1e9:.3f} | {bandwidth:.2f} |"


def main():
    rows = kernels(sys.argv[1])
    classes = defaultdict(lambda: [0, 0.0, 0.0])
    for name, ns, moved in rows:
        c = classes[kind(name)]
        c[0] += 1
        c[1] += ns
        c[2] += moved
    large = [r for r in rows if kind(r[0]) == "fused kernels" and r[2] > LARGE]
    print("| kernels | count | us | DRAM GB | TB/s |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, (count, ns, moved) in sorted(classes.items(), key=lambda c: -c[1][1]):
        print(line(name, count, ns, moved))
    print(line("fused kernels moving over 8 MB", len(large), sum(r[1] for r in large),
               sum(r[2] for r in large)))
    print(line("all", len(rows), sum(r[1] for r in rows), sum(r[2] for r in rows)))
    fused = sorted((r for r in rows if kind(r[0]) == "fused kernels"), key=lambda r: -r[1])
    forms = read_forms(sys.argv[2]) if len(sys.argv) > 2 else {}
    if forms:
        per_form = defaultdict(lambda: [0, 0.0, 0.0])
        for name, ns, moved in fused:
            entry = per_form[form_name(forms.get(name, "unknown"))]
            entry[0] += 1
            entry[1] += ns
            entry[2] += moved
        print("| form | count | us | DRAM GB | TB/s |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for name, (count, ns, moved) in sorted(per_form.items(), key=lambda c: -c[1][1]):
            print(line(name, count, ns, moved))
    print("slowest fused kernels:")
    for name, ns, moved in fused[:10]:
        shape = f" ({forms[name]})" if name in forms else ""
        print(f"  {name}: {ns / 1e3:.1f} us, {moved / 1e6:.2f} MB, {moved / ns / 1e3 if ns else 0:.2f} TB/s{shape}")


def read_forms(path):
    """Kernel symbol -> "dims [...], reduction [...], FORM" from the
    `// kN: ...` head lines of generated CUDA C."""
    forms = {}
    with open(path) as f:
        for text in f:
            if text.startswith("// k") and ": dims" in text:
                index, rest = text[len("// k"):].split(":", 1)
                forms[f"spmd_kernel_{index}"] = rest.strip()
    return forms


def form_name(description):
    """The form of a head line: `RowGroup`, `Columns`, ..."""
    return description.rsplit("], ", 1)[-1].split(" ")[0].split("{")[0]


if __name__ == "__main__":
    main()
