import type { User } from "@contract/user"
import { Loader2, LockKeyhole, ShieldAlert } from "lucide-react"
import { useEffect, type ReactNode } from "react"
import { Link, useLocation } from "react-router-dom"
import { Button, buttonClasses } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { useUser } from "../api/get-user"
import { leavePage } from "../lib/leave-page"
import { usePaths } from "@/config/paths"

// spec §9: the visitor sees why before being sent to sign in.
export const LOGIN_REDIRECT_DELAY_MS = 1000

const loginUrl = (returnTo: string) => `/api/login?returnTo=${encodeURIComponent(returnTo)}`

/** Shows its children only to a signed-in user with isAdmin (spec §6), in the spec's French. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser()
  if (isPending) {
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-navy-900/70">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        <span>Vérification...</span>
      </div>
    )
  }
  if (!user) return <SignInRequired />
  if (!user.isAdmin) return <AccessDenied user={user} />
  return children
}

function SignInRequired() {
  const { pathname, search } = useLocation()
  const target = loginUrl(pathname + search)
  useEffect(() => {
    toast({
      title: "Connexion requise",
      description: "Vous devez vous connecter pour accéder à cette page",
      variant: "destructive",
    })
    const timer = setTimeout(() => leavePage(target), LOGIN_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [target])

  return (
    <GateMessage icon={<LockKeyhole className="size-8" aria-hidden />} title="Connexion requise">
      <p>Vous devez vous connecter pour accéder à cette page</p>
      <Button variant="primary" onClick={() => leavePage(target)}>
        Se connecter
      </Button>
    </GateMessage>
  )
}

function AccessDenied({ user }: { user: User }) {
  const paths = usePaths()
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ")
  return (
    <GateMessage icon={<ShieldAlert className="size-8" aria-hidden />} title="Accès refusé">
      <p>Vous n'avez pas les permissions administrateur nécessaires pour accéder à cette page.</p>
      <dl className="rounded-md bg-navy-900/5 px-4 py-3 text-sm">
        {name && (
          <div className="flex gap-2">
            <dt className="text-navy-900/75">Nom :</dt>
            <dd className="font-medium">{name}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="text-navy-900/75">E-mail :</dt>
          <dd className="font-medium">{user.email}</dd>
        </div>
      </dl>
      <Link to={paths.home} className={buttonClasses({ variant: "primary" })}>
        Retour à l'accueil
      </Link>
    </GateMessage>
  )
}

function GateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div lang="fr" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-900/5 text-gold-600">{icon}</span>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  )
}
