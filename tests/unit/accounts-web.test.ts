// Pure pieces of the accounts web half: the dashboard header title and the plan countdown maths.
import { describe, expect, it } from "vitest";
import { dashboardTitle } from "~/components/dashboard-shell";
import { timeLeft } from "~/components/profile-summary-card";
import { getFixedT } from "~/utils/i18n.server";

const t = await getFixedT("en", "dashboard");

describe("dashboardTitle (the header title by path, docs/requirements/dashboard.md#dashboard)", () => {
  it("names the four titled pages", () => {
    expect(dashboardTitle("/dashboard/subscription", "Ada", t)).toBe("Subscription");
    expect(dashboardTitle("/dashboard/favourites", "Ada", t)).toBe("Favourites");
    expect(dashboardTitle("/dashboard/account-setting", "Ada", t)).toBe("Settings");
    expect(dashboardTitle("/dashboard/profile/", "Ada", t)).toBe("Profile");
  });
  it("welcomes the user everywhere else", () => {
    expect(dashboardTitle("/dashboard/discover", "Ada", t)).toBe("Welcome back, Ada");
    expect(dashboardTitle("/dashboard/chat", "Ada", t)).toBe("Welcome back, Ada");
    expect(dashboardTitle("/dashboard/discover", "", t)).toBe("Welcome back, N/A");
  });
});

describe("timeLeft (profile countdown)", () => {
  const now = Date.UTC(2025, 0, 1, 0, 0, 0);
  it("splits the remaining time into days, hours, minutes and seconds", () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it("stops at zero once the period has ended", () => {
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
