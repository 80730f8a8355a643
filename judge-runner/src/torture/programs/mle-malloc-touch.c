#include <stdlib.h>
#include <string.h>
#include <stdio.h>
/* 1 GiB allocated in 16 MiB blocks, every page touched. */
int main(void) {
  for (int i = 0; i < 64; i++) {
    char *block = malloc(16 << 20);
    if (!block) return 1;
    memset(block, i + 1, 16 << 20);
  }
  printf("done\n");
  return 0;
}
