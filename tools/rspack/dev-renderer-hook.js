// Dev only, runs before react-dom loads (first entry module of the shell).
// Every remote bundles its own react-refresh runtime; a runtime that loads after react-dom finds the
// renderer only in __REACT_DEVTOOLS_GLOBAL_HOOK__.renderers, which the runtime's own stub hook never
// fills. Recording renderers here lets remote edits re-render inside the shell (Fast Refresh).
(function recordReactRenderers(global) {
  var hook = global.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) {
    var nextId = 0;
    hook = global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject: function () {
        return ++nextId;
      },
      onScheduleFiberRoot: function () {},
      onCommitFiberRoot: function () {},
      onCommitFiberUnmount: function () {},
    };
  }
  if (!hook.renderers) hook.renderers = new Map();
  if (hook.__ferieplanRecordsRenderers) return;
  hook.__ferieplanRecordsRenderers = true;
  var inject = hook.inject;
  hook.inject = function (renderer) {
    var id = inject.apply(this, arguments);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
})(window);
