/*
 * A minimal JSON reader for the request lines (RFC 8259; objects, arrays, strings with escapes,
 * numbers, true/false/null). Strings holding NUL are rejected: they end up in argv and paths.
 */
#ifndef OJ_JSON_H
#define OJ_JSON_H

#include "common.h"

enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT };

struct json {
  enum json_type type;
  bool boolean;
  double number;
  char *string;        /* JSON_STRING, NUL-terminated UTF-8 */
  struct json **items; /* JSON_ARRAY elements or JSON_OBJECT values */
  char **keys;         /* JSON_OBJECT keys, parallel to items */
  size_t count;
};

/* Parses exactly one value spanning text[0..len) (surrounding blanks allowed). NULL + e on error. */
struct json *json_parse(const char *text, size_t len, struct err *e);
void json_free(struct json *v);
/* The member named key of an object, or NULL. */
const struct json *json_get(const struct json *object, const char *key);

#endif
