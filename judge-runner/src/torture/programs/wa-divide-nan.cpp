#include <iostream>
#include <limits>
// "nan" parses as a number; the checker must still refuse it.
int main() {
  std::cout << std::numeric_limits<double>::quiet_NaN() << '\n';
}
