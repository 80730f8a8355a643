import java.util.ArrayList;
import java.util.List;

public class Main {
  public static void main(String[] args) {
    List<long[]> kept = new ArrayList<>();
    for (int i = 0; i < 1 << 20; i++) kept.add(new long[1 << 17]);
    System.out.println(kept.size());
  }
}
