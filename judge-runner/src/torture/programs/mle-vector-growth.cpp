#include <iostream>
#include <vector>
// A vector doubling past the memory limit, every element written as it grows.
int main() {
  std::vector<long long> v(1);
  while (v.size() < (1ULL << 32)) v.resize(v.size() * 2, 1);
  std::cout << v.back() << '\n';
}
