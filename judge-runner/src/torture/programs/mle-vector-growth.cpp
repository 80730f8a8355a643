#include <iostream>
#include <vector>
// A vector doubling its way past the memory limit.
int main() {
  std::vector<long long> v;
  for (long long i = 0; i < (1LL << 28); i++) v.push_back(i);
  std::cout << v.back() << '\n';
}
