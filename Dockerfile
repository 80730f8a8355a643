# One image for every Node service of the judge; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
# gcc and make build the sandbox helper at install time; the compilers and runtimes judge submissions
# (judge-runner/src/languages/defaultLanguages.ts; .ci/run installs the same; Node is the image's own).
RUN apt-get update && apt-get install -y --no-install-recommends gcc g++ make python3 openjdk-17-jdk-headless \
  pypy3 golang-go rustc mono-mcs mono-runtime php-cli ruby fp-compiler fp-units-rtl \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY projections/package.json projections/
COPY server/package.json server/
COPY judge-runner/package.json judge-runner/
COPY web/package.json web/
COPY tests/package.json tests/
COPY judge-runner/sandbox judge-runner/sandbox
RUN npm ci
COPY . .
RUN npm run build:web
ENV NODE_ENV=production WEB_DIST=/app/web/dist PORT=8080
EXPOSE 8080
CMD ["npm", "run", "serve"]
