// "Install app" in the account menu: shown only when the browser offers installation
// (beforeinstallprompt); a click opens the browser's own install dialog.
import { useTranslation } from "react-i18next";
import { useInstallPrompt } from "~/utils/service-worker";
import { Icon } from "./icon";

export function InstallAppButton({ className }: { className: string }) {
  const { available, install } = useInstallPrompt();
  const { t } = useTranslation();
  if (!available) return null;
  return (
    <button type="button" onClick={() => void install()} className={className}>
      <Icon>
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </Icon>
      {t("installApp")}
    </button>
  );
}
