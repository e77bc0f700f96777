// A real S3 server (s3rver) for tests, in its own process so that its buffers do not count in
// the test process's memory. Started by tests/helpers/s3-server.ts; reports its port over IPC.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.send?.({ port });
process.on('disconnect', () => server.close().finally(() => process.exit(0)));
