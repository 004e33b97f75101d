# syntax=docker/dockerfile:1
# The Firebase Auth emulator, for trying the product on a laptop (docker/compose.emulator.yaml): a demo
# project, no credentials. Never part of a production deployment. From the repository root:
#   docker build -f docker/auth-emulator.Dockerfile -t ferieplan-auth-emulator .
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
# --ignore-scripts: the optional re2 module would compile for minutes; the Auth emulator does not use it.
RUN npm install -g --ignore-scripts --no-audit --no-fund --loglevel=error firebase-tools@15.34.2 \
 && npm cache clean --force
WORKDIR /emulator
RUN printf '%s\n' '{"emulators":{"singleProjectMode":true,"auth":{"host":"0.0.0.0","port":9099},"ui":{"enabled":false}}}' >firebase.json
USER node
EXPOSE 9099
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-ferieplan"]
