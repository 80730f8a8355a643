public class Main {
  public static void main(String[] args) {
    long spin = 0;
    while (spin >= 0) spin = (spin + 1) % 1000;
    System.out.println(spin);
  }
}
