// The spmd passes as an MLIR pass plugin (`mlir-opt --load-pass-plugin`).
// The passes are Rust (melior external passes, created by `spmd-plugin`'s
// C functions); this shim gives MLIR's pass registry one C++ pass per spmd
// pass or pipeline, which keeps the option text the registry hands it and,
// when run, creates the Rust passes with those options and runs them as a
// nested pipeline on its operation.

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/TypeID.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <link.h>
#include <memory>
#include <string>

extern "C" {
// The Rust side (plugin/src/lib.rs).
size_t spmd_plugin_pass_count();
const char *spmd_plugin_pass_argument(size_t index);
const char *spmd_plugin_pass_summary(size_t index);
int spmd_plugin_create(const char *argument, const char *options,
                       MlirPass *out, char **error);
void spmd_plugin_free(char *text);
void spmdLoadDialect(MlirContext context);
}

namespace {

/// The Rust pass of `argument` with `options`, or the reason it cannot
/// be made.
llvm::FailureOr<MlirPass> create(const std::string &argument,
                                 const std::string &options,
                                 std::string &reason) {
  MlirPass pass;
  char *error = nullptr;
  if (spmd_plugin_create(argument.c_str(), options.c_str(), &pass, &error) <
      0) {
    reason = error ? error : "unknown error";
    spmd_plugin_free(error);
    return llvm::failure();
  }
  return pass;
}

class SpmdPass : public mlir::Pass {
public:
  SpmdPass(mlir::TypeID id, std::string argument, std::string summary)
      : mlir::Pass(id), argument(std::move(argument)),
        summary(std::move(summary)) {}
  SpmdPass(const SpmdPass &other)
      : mlir::Pass(other), argument(other.argument), summary(other.summary),
        options(other.options) {}

  llvm::StringRef getName() const override { return argument; }
  llvm::StringRef getArgument() const override { return argument; }
  llvm::StringRef getDescription() const override { return summary; }
  bool canScheduleOn(mlir::RegisteredOperationName) const override {
    return true;
  }
  std::unique_ptr<mlir::Pass> clonePass() const override {
    return std::make_unique<SpmdPass>(*this);
  }

  /// Every upstream dialect, as `spmd-opt`'s context has them: the passes
  /// create ops of several (shard, tensor, arith, scf, ...).
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    mlir::registerAllDialects(registry);
  }

  /// Keeps the option text; the Rust side parses it (an error names the
  /// option and what it takes).
  llvm::LogicalResult initializeOptions(
      llvm::StringRef text,
      llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)>
          errorHandler) override {
    options = text.trim().str();
    std::string reason;
    auto pass = create(argument, options, reason);
    if (failed(pass))
      return errorHandler(reason);
    // Made to check the options only: released unrun.
    delete unwrap(*pass);
    return llvm::success();
  }

  /// The spmd dialect (IRDL) loaded where the input did not load it.
  llvm::LogicalResult initialize(mlir::MLIRContext *context) override {
    if (!context->getLoadedDialect("spmd"))
      spmdLoadDialect(wrap(context));
    return llvm::success();
  }

  void runOnOperation() override {
    std::string reason;
    auto pass = create(argument, options, reason);
    if (failed(pass)) {
      getOperation()->emitError(reason);
      return signalPassFailure();
    }
    mlir::OpPassManager manager(getOperation()->getName());
    manager.addPass(std::unique_ptr<mlir::Pass>(unwrap(*pass)));
    if (failed(runPipeline(manager, getOperation())))
      signalPassFailure();
  }

private:
  std::string argument;
  std::string summary;
  std::string options;
};

// One identity per registered pass, shared by its instances.
void registerSpmdPasses() {
  static mlir::TypeIDAllocator identities;
  for (size_t index = 0; index < spmd_plugin_pass_count(); ++index) {
    mlir::TypeID id = identities.allocate();
    std::string argument = spmd_plugin_pass_argument(index);
    std::string summary = spmd_plugin_pass_summary(index);
    mlir::registerPass([id, argument, summary]() -> std::unique_ptr<mlir::Pass> {
      return std::make_unique<SpmdPass>(id, argument, summary);
    });
  }
}

} // namespace

namespace {

/// A libMLIR.so or libLLVM.so of another version loaded in this process
/// (the host's), if any: this plugin's own are those of the LLVM it was
/// built with (.so.<major>.<minor>). A host that links MLIR statically
/// still links libLLVM.so (Debian's mlir-opt-19 does).
std::string foreignMLIR() {
  std::string found;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        llvm::StringRef path = info->dlpi_name ? info->dlpi_name : "";
        llvm::StringRef name = path.rsplit('/').second.empty()
                                   ? path
                                   : path.rsplit('/').second;
        std::string version = std::to_string(LLVM_VERSION_MAJOR) + "." +
                              std::to_string(LLVM_VERSION_MINOR);
        for (llvm::StringRef library : {"libMLIR.so.", "libLLVM.so."})
          if (name.starts_with(library) && name != library.str() + version)
            *static_cast<std::string *>(data) = path.str();
        return 0;
      },
      &found);
  return found;
}

void refuse() {}

} // namespace

// What the Rust side exports (a Rust cdylib exports only its own
// symbols): the plugin's entry point returns this, the C API calls these.
// A host that links another MLIR is refused with the reason, before any
// pass is registered into it: its plugin API version is answered with one
// it cannot take.
extern "C" mlir::PassPluginLibraryInfo spmd_plugin_info() {
  std::string foreign = foreignMLIR();
  if (!foreign.empty()) {
    std::fprintf(stderr,
                 "spmd pass plugin: built for MLIR %s, but this tool links %s: "
                 "load it into mlir-opt-%d\n",
                 LLVM_VERSION_STRING, foreign.c_str(), LLVM_VERSION_MAJOR);
    return {0, "spmd", LLVM_VERSION_STRING, refuse};
  }
  return {MLIR_PLUGIN_API_VERSION, "spmd", LLVM_VERSION_STRING,
          registerSpmdPasses};
}

extern "C" void spmd_plugin_register() {
  static bool registered = false;
  if (!registered)
    registerSpmdPasses();
  registered = true;
}

/// The spmd pass or pipeline `argument` with `options` as one MLIR pass
/// (null, with `*error` set, where the name or options are bad).
extern "C" MlirPass spmd_plugin_pass(const char *argument, const char *options,
                                     char **error) {
  static mlir::TypeIDAllocator identities;
  size_t index = 0;
  while (index < spmd_plugin_pass_count() &&
         std::string(spmd_plugin_pass_argument(index)) != argument)
    ++index;
  const char *summary = spmd_plugin_pass_summary(index);
  auto pass = std::make_unique<SpmdPass>(identities.allocate(), argument,
                                         summary ? summary : "");
  // The options are checked (an unknown name too) by creating the passes
  // once, in initializeOptions.
  std::string reason;
  if (failed(pass->initializeOptions(options, [&](const llvm::Twine &message) {
        reason = message.str();
        return llvm::failure();
      }))) {
    *error = strdup(reason.c_str());
    return MlirPass{nullptr};
  }
  return wrap(static_cast<mlir::Pass *>(pass.release()));
}
