# One image for every Node service of the judge; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY projections/package.json projections/
COPY server/package.json server/
COPY judge-runner/package.json judge-runner/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci
COPY . .
RUN npm run build:web
ENV NODE_ENV=production WEB_DIST=/app/web/dist PORT=8080
EXPOSE 8080
CMD ["npm", "run", "serve"]
