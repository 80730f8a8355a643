#include <unistd.h>
/* Uses no CPU at all: only the wall clock can end it. */
int main(void) {
  sleep(3600);
  return 0;
}
