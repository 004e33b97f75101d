# syntax=docker/dockerfile:1
# Firebase Auth emulator for the compose stack (demo project: no credentials).
FROM node:20-bookworm-slim
RUN npm install -g --ignore-scripts --no-audit --no-fund firebase-tools@15.34.2
WORKDIR /emulator
COPY docker/auth-emulator.firebase.json firebase.json
EXPOSE 9099
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-ferieplan"]
