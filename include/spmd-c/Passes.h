/*===-- spmd-c/Passes.h - the spmd passes for any MLIR host -------*- C -*-===*\
|*                                                                            *|
|* The spmd passes and pipelines from C, C++ or Python (ctypes), for a host   *|
|* that links MLIR as mlir-opt-22 does (libMLIR.so, libMLIR-C.so): link       *|
|* target/<profile>/libspmd_plugin.so, which also is mlir-opt's pass plugin.  *|
|* Passes are op-agnostic (nest them where a pipeline needs them); most run   *|
|* on a builtin.module. spmdLoadDialect loads the spmd dialect (IRDL) into a  *|
|* context; a pass loads it where it runs if the input did not.               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef SPMD_C_PASSES_H
#define SPMD_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Loads the spmd dialect (IRDL, bundled) into `context`, so that programs
/// with `#spmd.sharding` attributes and `spmd.annotate` ops parse there.
void spmdLoadDialect(MlirContext context);

/// Registers every spmd pass and pipeline in MLIR's pass registry, so that
/// textual pipelines (mlirParsePassPipeline, mlirOpPassManagerAddPipeline)
/// name them with their options: `spmd-auto-shard{mesh=2x4 algo=megatron}`.
void spmdRegisterPasses(void);

/// The spmd pass or pipeline `argument` (`spmd-propagate`) with `options`
/// in MLIR's option syntax (`mesh=2x4 algo=megatron`), as one pass the
/// caller owns until it adds it to a pass manager. A null pass where the
/// name or an option is bad; `onError` (if not null) gets the reason.
MlirPass mlirCreateSpmdPass(MlirStringRef argument, MlirStringRef options,
                            MlirStringCallback onError, void *userData);

/// Each pass and pipeline with its default options (null for one that
/// requires options, such as spmd-shard-args without args: use
/// mlirCreateSpmdPass).
MlirPass mlirCreateSpmdExpandBatchDims(void);
MlirPass mlirCreateSpmdExpandTokenDims(void);
MlirPass mlirCreateSpmdVerify(void);
MlirPass mlirCreateSpmdShardArgs(void);
MlirPass mlirCreateSpmdZigzagSequence(void);
MlirPass mlirCreateSpmdRoles(void);
MlirPass mlirCreateSpmdBatchDimAnalysis(void);
MlirPass mlirCreateSpmdDataParallel(void);
MlirPass mlirCreateSpmdDataParallelShardings(void);
MlirPass mlirCreateSpmdMicrobatch(void);
MlirPass mlirCreateSpmdAutoShard(void);
MlirPass mlirCreateSpmdAutoShardPlan(void);
MlirPass mlirCreateSpmdPropagate(void);
MlirPass mlirCreateSpmdPlaceLoopGradients(void);
MlirPass mlirCreateSpmdPartition(void);
MlirPass mlirCreateSpmdRingAttention(void);
MlirPass mlirCreateSpmdPipeline(void);
MlirPass mlirCreateSpmdReshardAfterForward(void);
MlirPass mlirCreateSpmdRemat(void);
MlirPass mlirCreateSpmdBucketCollectives(void);
MlirPass mlirCreateSpmdRedistribute(void);
MlirPass mlirCreateSpmdReport(void);
MlirPass mlirCreateSpmdPrintRules(void);
MlirPass mlirCreateSpmdLowerToRuntime(void);

#ifdef __cplusplus
}
#endif

#endif // SPMD_C_PASSES_H
