// Shapes of the API's answers that the web app reads (§3, §7).

export interface Bot {
  id: number;
  name: string;
  image: string | null;
  character: string;
  text: string;
  description: string;
  category: string;
  is_Fav: boolean;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Plan {
  id: number;
  name: string;
  icon: "spark" | "bolt" | "crown" | "gem";
  price: number;
  interval: "day" | "week" | "month" | "year";
  popular: boolean;
  description: string;
}

export interface ContentPage {
  title: string;
  slug: string;
  last_updated: string;
  content: string;
}
