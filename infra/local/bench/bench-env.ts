// Imported first by the bench entry points: the logger reads LOG_LEVEL when its module loads, and a
// request line per request would cost more than some routes. The bench measures the code, not logging.
process.env.LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
