#include "protocol.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

#define MAX_LIST 256
#define MAX_STRING 4096
#define MAX_BINDS 16
#define SPEC_MAGIC 0x6f6a7362u /* "ojsb" */

void limits_default(struct limits *lim) {
  lim->cpu_ms = 1000;
  lim->wall_ms = 0; /* 0 = derived from cpu_ms below */
  lim->memory_kb = 256 * 1024;
  lim->pids = 16;
  lim->stdout_bytes = 64u << 20;
  lim->stderr_bytes = 64u << 10;
  lim->file_bytes = 64u << 20;
  lim->stack_kb = 0; /* 0 = memory_kb */
  lim->tmp_kb = 16 * 1024;
  lim->nofile = 256;
  lim->peer_grace_ms = 0; /* off */
}

/* Bounds that keep a typo from disabling a limit; none of them is a policy. */
static const struct {
  const char *name;
  size_t offset;
  uint64_t min, max;
} limit_fields[] = {
    {"cpu_ms", offsetof(struct limits, cpu_ms), 1, 3600000},
    {"wall_ms", offsetof(struct limits, wall_ms), 1, 3600000},
    {"memory_kb", offsetof(struct limits, memory_kb), 1024, 64ull << 20},
    {"pids", offsetof(struct limits, pids), 1, 4096},
    {"stdout_bytes", offsetof(struct limits, stdout_bytes), 0, 4ull << 30},
    {"stderr_bytes", offsetof(struct limits, stderr_bytes), 0, 64ull << 20},
    {"file_bytes", offsetof(struct limits, file_bytes), 0, 64ull << 30},
    {"stack_kb", offsetof(struct limits, stack_kb), 64, 64ull << 20},
    {"tmp_kb", offsetof(struct limits, tmp_kb), 64, 16ull << 20},
    {"nofile", offsetof(struct limits, nofile), 16, 65536},
    {"peer_grace_ms", offsetof(struct limits, peer_grace_ms), 0, 3600000},
};

static int get_uint(const struct json *v, const char *name, uint64_t min, uint64_t max, uint64_t *out,
                    struct err *e) {
  if (v->type != JSON_NUMBER || v->number != floor(v->number) || v->number < (double)min ||
      v->number > (double)max)
    return err_set(e, "%s must be an integer in [%llu, %llu]", name, (unsigned long long)min,
                   (unsigned long long)max);
  *out = (uint64_t)v->number;
  return 0;
}

static int parse_limits(const struct json *obj, struct limits *lim, struct err *e) {
  if (obj->type != JSON_OBJECT) return err_set(e, "limits must be an object");
  for (size_t i = 0; i < obj->count; i++) {
    size_t f = 0;
    while (f < ARRAY_LEN(limit_fields) && strcmp(limit_fields[f].name, obj->keys[i]) != 0) f++;
    if (f == ARRAY_LEN(limit_fields)) return err_set(e, "unknown limit \"%s\"", obj->keys[i]);
    uint64_t *slot = (uint64_t *)((char *)lim + limit_fields[f].offset);
    if (get_uint(obj->items[i], limit_fields[f].name, limit_fields[f].min, limit_fields[f].max, slot, e) < 0)
      return -1;
  }
  return 0;
}

static int get_string(const struct json *v, const char *name, bool nullable, char **out, struct err *e) {
  if (nullable && v->type == JSON_NULL) {
    *out = NULL;
    return 0;
  }
  if (v->type != JSON_STRING) return err_set(e, "%s must be a string%s", name, nullable ? " or null" : "");
  if (strlen(v->string) > MAX_STRING) return err_set(e, "%s is too long", name);
  free(*out);
  *out = xstrdup(v->string);
  return 0;
}

static int get_string_list(const struct json *v, const char *name, char ***out, struct err *e) {
  if (v->type != JSON_ARRAY) return err_set(e, "%s must be an array of strings", name);
  if (v->count > MAX_LIST) return err_set(e, "%s has too many items", name);
  char **list = xcalloc(v->count + 1, sizeof *list);
  for (size_t i = 0; i < v->count; i++) {
    if (v->items[i]->type != JSON_STRING || strlen(v->items[i]->string) > MAX_STRING) {
      for (size_t j = 0; j < i; j++) free(list[j]);
      free(list);
      return err_set(e, "%s[%zu] must be a string of at most %d bytes", name, i, MAX_STRING);
    }
    list[i] = xstrdup(v->items[i]->string);
  }
  if (*out) {
    for (char **p = *out; *p; p++) free(*p);
    free(*out);
  }
  *out = list;
  return 0;
}

/* An absolute path without "." or ".." components, repeated or trailing slashes. */
static bool clean_absolute(const char *p) {
  if (p[0] != '/') return false;
  if (p[1] == '\0') return true;
  for (const char *c = p; *c;) {
    if (*c != '/') return false;
    const char *start = ++c;
    while (*c && *c != '/') c++;
    size_t n = (size_t)(c - start);
    if (n == 0 || (n == 1 && start[0] == '.') || (n == 2 && start[0] == '.' && start[1] == '.')) return false;
  }
  return true;
}

static bool under(const char *path, const char *top) {
  size_t n = strlen(top);
  return strncmp(path, top, n) == 0 && (path[n] == '\0' || path[n] == '/');
}

static int validate(struct run_request *req, struct err *e) {
  if (!req->argv || !req->argv[0]) return err_set(e, "argv must not be empty");
  if (!req->dir) return err_set(e, "dir is required");
  if (!clean_absolute(req->dir) || strcmp(req->dir, "/") == 0)
    return err_set(e, "dir must be a clean absolute path other than /");
  if (!clean_absolute(req->cwd)) return err_set(e, "cwd must be a clean absolute path");
  const char *paths[] = {req->stdin_path, req->stdout_path, req->stderr_path};
  for (size_t i = 0; i < ARRAY_LEN(paths); i++)
    if (paths[i] && paths[i][0] != '/') return err_set(e, "stdin, stdout and stderr must be absolute paths");
  if (req->fifo && !req->stdin_path && !req->stdout_path) return err_set(e, "fifo needs stdin or stdout");
  if (req->fifo && req->stdin_path && req->stdout_path && strcmp(req->stdin_path, req->stdout_path) == 0)
    return err_set(e, "stdin and stdout must be two different FIFOs");
  if (req->lim.peer_grace_ms > 0 && !(req->fifo && req->stdin_path))
    return err_set(e, "peer_grace_ms needs fifo and a stdin FIFO");
  for (char **p = req->env; *p; p++)
    if (!strchr(*p, '=')) return err_set(e, "env entries must look like NAME=value");
  size_t n = 0;
  static const char *const reserved[] = {"/usr", "/proc", "/dev", "/tmp", "/box",
                                         "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
  for (char **p = req->binds; *p; p++, n++) {
    if (!clean_absolute(*p) || strcmp(*p, "/") == 0) return err_set(e, "binds must be clean absolute paths");
    for (size_t r = 0; r < ARRAY_LEN(reserved); r++)
      if (under(*p, reserved[r])) return err_set(e, "bind %s would cover the box's own %s", *p, reserved[r]);
  }
  if (n > MAX_BINDS) return err_set(e, "at most %d binds", MAX_BINDS);
  if (req->lim.wall_ms == 0) req->lim.wall_ms = 2 * req->lim.cpu_ms + 1000;
  if (req->lim.stack_kb == 0) req->lim.stack_kb = req->lim.memory_kb;
  return 0;
}

int request_parse(const char *line, size_t len, struct run_request *req, struct err *e) {
  memset(req, 0, sizeof *req);
  limits_default(&req->lim);
  req->cwd = xstrdup("/box");
  req->env = xcalloc(5, sizeof *req->env);
  req->env[0] = xstrdup("PATH=/usr/local/bin:/usr/bin:/bin");
  req->env[1] = xstrdup("HOME=/tmp");
  req->env[2] = xstrdup("TMPDIR=/tmp");
  req->env[3] = xstrdup("LANG=C.UTF-8");
  req->binds = xcalloc(1, sizeof *req->binds);

  struct json *root = json_parse(line, len, e);
  if (!root) return -1;
  int rc = -1;
  if (root->type != JSON_OBJECT) {
    err_set(e, "a request must be a JSON object");
    goto out;
  }
  /* The id first, so that even a rejected request gets a result the caller can match. */
  const struct json *id = json_get(root, "id");
  if (id && id->type == JSON_STRING && strlen(id->string) <= 200) req->id = xstrdup(id->string);
  for (size_t i = 0; i < root->count; i++) {
    const char *k = root->keys[i];
    const struct json *v = root->items[i];
    int ok;
    if (strcmp(k, "id") == 0)
      ok = (v->type == JSON_STRING && strlen(v->string) <= 200) ? 0 : err_set(e, "id must be a short string");
    else if (strcmp(k, "argv") == 0) ok = get_string_list(v, k, &req->argv, e);
    else if (strcmp(k, "env") == 0) ok = get_string_list(v, k, &req->env, e);
    else if (strcmp(k, "binds") == 0) ok = get_string_list(v, k, &req->binds, e);
    else if (strcmp(k, "dir") == 0) ok = get_string(v, k, false, &req->dir, e);
    else if (strcmp(k, "cwd") == 0) ok = get_string(v, k, false, &req->cwd, e);
    else if (strcmp(k, "stdin") == 0) ok = get_string(v, k, true, &req->stdin_path, e);
    else if (strcmp(k, "stdout") == 0) ok = get_string(v, k, true, &req->stdout_path, e);
    else if (strcmp(k, "stderr") == 0) ok = get_string(v, k, true, &req->stderr_path, e);
    else if (strcmp(k, "writable") == 0)
      ok = v->type == JSON_BOOL ? (req->writable = v->boolean, 0) : err_set(e, "writable must be a boolean");
    else if (strcmp(k, "fifo") == 0)
      ok = v->type == JSON_BOOL ? (req->fifo = v->boolean, 0) : err_set(e, "fifo must be a boolean");
    else if (strcmp(k, "limits") == 0) ok = parse_limits(v, &req->lim, e);
    else ok = err_set(e, "unknown field \"%s\"", k);
    if (ok < 0) goto out;
  }
  rc = validate(req, e);
out:
  json_free(root);
  return rc;
}

static void free_list(char **list) {
  if (!list) return;
  for (char **p = list; *p; p++) free(*p);
  free(list);
}

void request_free(struct run_request *req) {
  free(req->id);
  free_list(req->argv);
  free_list(req->env);
  free_list(req->binds);
  free(req->dir);
  free(req->cwd);
  free(req->stdin_path);
  free(req->stdout_path);
  free(req->stderr_path);
  memset(req, 0, sizeof *req);
}

static const char *const status_names[] = {"OK", "RE", "TLE", "MLE", "OLE", "SE"};
static const char *const reason_names[] = {NULL, "cpu", "wall", "memory", "stdout", "file_size", "peer"};

void result_format(const char *id, const struct run_result *r, struct sbuf *out) {
  sb_puts(out, "{\"id\":");
  if (id) sb_json_string(out, id);
  else sb_puts(out, "null");
  sb_printf(out, ",\"status\":\"%s\",\"reason\":", status_names[r->status]);
  if (reason_names[r->reason]) sb_printf(out, "\"%s\"", reason_names[r->reason]);
  else sb_puts(out, "null");
  sb_printf(out, ",\"cpu_ms\":%.3f,\"wall_ms\":%.3f,\"ended_ms\":%.3f,\"memory_kb\":%llu", r->cpu_ms,
            r->wall_ms, r->ended_ms, (unsigned long long)r->memory_kb);
  if (r->exit_code >= 0) sb_printf(out, ",\"exit_code\":%d", r->exit_code);
  else sb_puts(out, ",\"exit_code\":null");
  if (r->signal > 0) sb_printf(out, ",\"signal\":%d", r->signal);
  else sb_puts(out, ",\"signal\":null");
  sb_printf(out, ",\"stdout_bytes\":%llu,\"stderr_bytes\":%llu,\"error\":", (unsigned long long)r->stdout_bytes,
            (unsigned long long)r->stderr_bytes);
  if (r->error[0]) sb_json_string(out, r->error);
  else sb_puts(out, "null");
  sb_puts(out, "}\n");
}

void result_system_error(struct run_result *r, const char *message) {
  memset(r, 0, sizeof *r);
  r->status = ST_SE;
  r->exit_code = -1;
  snprintf(r->error, sizeof r->error, "%s", message);
}

struct spec_header {
  uint32_t magic;
  uint32_t uid, gid;
  uint32_t writable;
  uint32_t fifo;
  struct limits lim;
  uint32_t argc, envc, nbinds;
};

static size_t list_len(char **list) {
  size_t n = 0;
  while (list[n]) n++;
  return n;
}

void box_spec_encode(const struct run_request *req, uid_t uid, gid_t gid, struct sbuf *out) {
  struct spec_header h = {
      .magic = SPEC_MAGIC,
      .uid = uid,
      .gid = gid,
      .writable = req->writable,
      .fifo = req->fifo,
      .lim = req->lim,
      .argc = (uint32_t)list_len(req->argv),
      .envc = (uint32_t)list_len(req->env),
      .nbinds = (uint32_t)list_len(req->binds),
  };
  sb_putn(out, (const char *)&h, sizeof h);
  sb_putn(out, req->dir, strlen(req->dir) + 1);
  sb_putn(out, req->cwd, strlen(req->cwd) + 1);
  char **lists[] = {req->argv, req->env, req->binds};
  for (size_t l = 0; l < ARRAY_LEN(lists); l++)
    for (char **p = lists[l]; *p; p++) sb_putn(out, *p, strlen(*p) + 1);
}

/* Takes the next NUL-terminated string from [*pos, end). */
static char *take(const char **pos, const char *end) {
  const char *nul = memchr(*pos, '\0', (size_t)(end - *pos));
  if (!nul) return NULL;
  char *s = xstrdup(*pos);
  *pos = nul + 1;
  return s;
}

static char **take_list(const char **pos, const char *end, uint32_t n) {
  if (n > MAX_LIST) return NULL;
  char **list = xcalloc(n + 1, sizeof *list);
  for (uint32_t i = 0; i < n; i++)
    if (!(list[i] = take(pos, end))) {
      free_list(list);
      return NULL;
    }
  return list;
}

int box_spec_decode(const char *buf, size_t len, struct box_spec *spec) {
  memset(spec, 0, sizeof *spec);
  struct spec_header h;
  if (len < sizeof h) return -1;
  memcpy(&h, buf, sizeof h);
  if (h.magic != SPEC_MAGIC) return -1;
  spec->uid = h.uid;
  spec->gid = h.gid;
  struct run_request *r = &spec->req;
  r->writable = h.writable != 0;
  r->fifo = h.fifo != 0;
  r->lim = h.lim;
  const char *pos = buf + sizeof h, *end = buf + len;
  if (!(r->dir = take(&pos, end)) || !(r->cwd = take(&pos, end)) || !(r->argv = take_list(&pos, end, h.argc)) ||
      !(r->env = take_list(&pos, end, h.envc)) || !(r->binds = take_list(&pos, end, h.nbinds))) {
    request_free(r);
    return -1;
  }
  return 0;
}
