<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActivityCoordinatorWords</name>
    <message>
        <source>maintenance is running; try again when it has finished</source>
        <translation>Wartung läuft; erneut versuchen, wenn sie abgeschlossen ist</translation>
    </message>
    <message>
        <source>maintenance is already running</source>
        <translation>Wartung läuft bereits</translation>
    </message>
    <message numerus="yes">
        <source>busy: %n execution activities are in progress</source>
        <translation>
            <numerusform>beschäftigt: %n Ausführungsaktivität läuft</numerusform>
            <numerusform>beschäftigt: %n Ausführungsaktivitäten laufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentCli</name>
    <message>
        <source>“%1” starts a custom ACP agent: Kandesk knows no terminal UI of its own for it</source>
        <translation>„%1“ startet einen eigenen ACP-Agenten: Kandesk kennt dafür keine eigene Terminal-Oberfläche</translation>
    </message>
    <message>
        <source>%1 has no terminal UI Kandesk knows of</source>
        <translation>%1 hat keine Terminal-Oberfläche, die Kandesk kennt</translation>
    </message>
</context>
<context>
    <name>AgentCommands</name>
    <message>
        <source>%1: no built-in agent &quot;%2&quot; (known: %3; custom agents are commands you installed yourself)</source>
        <translation>%1: kein integrierter Agent „%2“ (bekannt: %3; eigene Agenten sind Befehle, die Sie selbst installiert haben)</translation>
    </message>
    <message>
        <source>%1: %2 is not an npm package: Kandesk does not install it</source>
        <translation>%1: %2 ist kein npm-Paket: Kandesk installiert es nicht</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; names no version after @ (e.g. %3@0.49.0)</source>
        <translation>%1: „%2“ nennt nach dem @ keine Version (z. B. %3@0.49.0)</translation>
    </message>
    <message>
        <source>%1: not installed</source>
        <translation>%1: nicht installiert</translation>
    </message>
    <message>
        <source>%1: not installed (%2)</source>
        <translation>%1: nicht installiert (%2)</translation>
    </message>
    <message>
        <source>✓ %1 (%2): ready</source>
        <translation>✓ %1 (%2): bereit</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>installed </source>
        <translation>installiert: </translation>
    </message>
    <message>
        <source>; pinned to </source>
        <translation>; festgelegt auf </translation>
    </message>
    <message>
        <source>; newest %1</source>
        <translation>; neueste %1</translation>
    </message>
    <message>
        <source>kandesk agent: unknown command &quot;%1&quot; (known: %2)</source>
        <translation>kandesk agent: unbekannter Befehl „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>%1: takes the agent&apos;s id without @VERSION</source>
        <translation>%1: erwartet die ID des Agenten ohne @VERSION</translation>
    </message>
    <message>
        <source>%1 follows the newest installed version</source>
        <translation>%1 folgt der neuesten installierten Version</translation>
    </message>
    <message>
        <source>%1 is pinned to %2</source>
        <translation>%1 ist auf %2 festgelegt</translation>
    </message>
    <message>
        <source> (not installed yet: kandesk agent install %1@%2)</source>
        <translation> (noch nicht installiert: kandesk agent install %1@%2)</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>removed %1 %2</source>
        <translation>%1 %2 entfernt</translation>
    </message>
    <message>
        <source>%1: installing %2@%3 into %4</source>
        <translation>%1: %2@%3 wird in %4 installiert</translation>
    </message>
    <message>
        <source>%1 %2 is installed (%3)</source>
        <translation>%1 %2 ist installiert (%3)</translation>
    </message>
    <message>
        <source>; removed %1</source>
        <translation>; %1 entfernt</translation>
    </message>
    <message>
        <source> (pinned to %1: kandesk agent unpin %2 follows the newest)</source>
        <translation> (festgelegt auf %1: mit kandesk agent unpin %2 folgt er der neuesten)</translation>
    </message>
</context>
<context>
    <name>AgentFailureTextWords</name>
    <message>
        <source>Its last output:</source>
        <translation>Seine letzte Ausgabe:</translation>
    </message>
</context>
<context>
    <name>AgentFailureWords</name>
    <message>
        <source>starting (initialize)</source>
        <translation>beim Starten (initialize)</translation>
    </message>
    <message>
        <source>opening a session (session/new)</source>
        <translation>beim Öffnen einer Sitzung (session/new)</translation>
    </message>
    <message>
        <source>loading the earlier session (session/load)</source>
        <translation>beim Laden der früheren Sitzung (session/load)</translation>
    </message>
    <message>
        <source>taking the first prompt</source>
        <translation>beim Annehmen des ersten Prompts</translation>
    </message>
    <message>
        <source>choosing the mode (session/set_mode)</source>
        <translation>beim Wählen des Modus (session/set_mode)</translation>
    </message>
    <message>
        <source>choosing the model (session/set_model)</source>
        <translation>beim Wählen des Modells (session/set_model)</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>beim Starten</translation>
    </message>
    <message>
        <source>If %1 is not signed in yet: </source>
        <translation>Falls %1 noch nicht angemeldet ist: </translation>
    </message>
    <message>
        <source>sign in with “%1”: it runs in the task&apos;s terminal, and the start goes on when it succeeds.</source>
        <translation>mit „%1“ anmelden: Das läuft im Terminal der Aufgabe, und der Start geht weiter, sobald es gelingt.</translation>
    </message>
    <message>
        <source>sign in with “%1”: run %2 in a terminal.</source>
        <translation>mit „%1“ anmelden: %2 in einem Terminal ausführen.</translation>
    </message>
    <message>
        <source>set %1 as a secret of the agent profile (Settings ▸ Agent profiles ▸ Environment).</source>
        <translation>%1 als Geheimnis des Agentenprofils festlegen (Einstellungen ▸ Agentenprofile ▸ Umgebung).</translation>
    </message>
    <message>
        <source>sign in with “%1”.</source>
        <translation>mit „%1“ anmelden.</translation>
    </message>
    <message>
        <source>%1 reads its API key from %2: add it to the agent profile as a secret in Settings ▸ Agent profiles.</source>
        <translation>%1 liest seinen API-Schlüssel aus %2: ihn unter Einstellungen ▸ Agentenprofile als Geheimnis zum Agentenprofil hinzufügen.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>sign in with the agent&apos;s own command line, or set its API key as a secret of the agent profile in Settings ▸ Agent profiles.</source>
        <translation>mit der eigenen Befehlszeile des Agenten anmelden oder seinen API-Schlüssel unter Einstellungen ▸ Agentenprofile als Geheimnis des Agentenprofils festlegen.</translation>
    </message>
    <message>
        <source>The agent</source>
        <translation>Der Agent</translation>
    </message>
    <message>
        <source>while %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>during the turn</source>
        <translation>während des Zugs</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2%3 %4.</source>
        <translation>%1 wurde %4 durch Signal %2%3 beendet.</translation>
    </message>
    <message>
        <source>%1 exited with code %2 %3.</source>
        <translation>%1 wurde %3 mit Code %2 beendet.</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly %2.</source>
        <translation>%1 wurde %2 unerwartet beendet.</translation>
    </message>
    <message>
        <source>Fix what its last output says, then retry: the task and its workspace are kept.</source>
        <translation>Beheben, was seine letzte Ausgabe meldet, dann erneut versuchen: Die Aufgabe und ihr Arbeitsbereich bleiben erhalten.</translation>
    </message>
    <message>
        <source>Send a prompt to resume the session: the transcript so far is kept.</source>
        <translation>Einen Prompt senden, um die Sitzung fortzusetzen: Der bisherige Verlauf bleibt erhalten.</translation>
    </message>
    <message>
        <source>%1 needs you to sign in before it can work (it answered: %2).</source>
        <translation>%1 braucht eine Anmeldung, bevor die Arbeit beginnen kann (Antwort: %2).</translation>
    </message>
    <message>
        <source>Then retry: the task and its workspace are kept.</source>
        <translation>Dann erneut versuchen: Die Aufgabe und ihr Arbeitsbereich bleiben erhalten.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s %3.</source>
        <translation>%1 hat %3 nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>Check that the command runs an ACP agent that talks over standard input and output.</source>
        <translation>Prüfen, ob der Befehl einen ACP-Agenten startet, der über Standardeingabe und -ausgabe kommuniziert.</translation>
    </message>
    <message>
        <source>A slow agent can get longer: the profile&apos;s start timeout in Settings ▸ Agent profiles, or kandesk run --start-timeout SECONDS.</source>
        <translation>Ein langsamer Agent kann mehr Zeit bekommen: mit dem Start-Timeout des Profils unter Einstellungen ▸ Agentenprofile oder mit kandesk run --start-timeout SECONDS.</translation>
    </message>
    <message>
        <source>%1 failed %2: %3</source>
        <translation>%1 ist %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 reported an error: %2</source>
        <translation>%1 hat einen Fehler gemeldet: %2</translation>
    </message>
    <message>
        <source>Retry when the cause is fixed: the task and its workspace are kept.</source>
        <translation>Erneut versuchen, wenn die Ursache behoben ist: Die Aufgabe und ihr Arbeitsbereich bleiben erhalten.</translation>
    </message>
    <message>
        <source>Send a prompt to go on: the transcript so far is kept.</source>
        <translation>Einen Prompt senden, um weiterzumachen: Der bisherige Verlauf bleibt erhalten.</translation>
    </message>
    <message>
        <source>Lost the connection to %1&apos;s sidecar (agentctl stopped); the agent is no longer running.</source>
        <translation>Die Verbindung zum Sidecar von %1 ist verloren (agentctl wurde beendet); der Agent läuft nicht mehr.</translation>
    </message>
</context>
<context>
    <name>AgentProfileMatch</name>
    <message>
        <source>mode %1</source>
        <translation>Modus %1</translation>
    </message>
</context>
<context>
    <name>AgentProfiles</name>
    <message>
        <source>no agent profile &quot;%1&quot;</source>
        <translation>kein Agentenprofil „%1“</translation>
    </message>
    <message>
        <source>an agent version and npx are for built-in npm agents; &quot;%1&quot; is not one</source>
        <translation>eine Agentenversion und npx gibt es nur für integrierte npm-Agenten; „%1“ ist keiner</translation>
    </message>
</context>
<context>
    <name>AgentReadiness</name>
    <message>
        <source>%1 does not start: %2</source>
        <translation>%1 startet nicht: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 --version did not answer within %n s</source>
        <translation>
            <numerusform>%1 --version hat nicht innerhalb von %n s geantwortet</numerusform>
            <numerusform>%1 --version hat nicht innerhalb von %n s geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 --version printed no version</source>
        <translation>%1 --version hat keine Version ausgegeben</translation>
    </message>
    <message>
        <source>Node.js is not installed</source>
        <translation>Node.js ist nicht installiert</translation>
    </message>
    <message numerus="yes">
        <source>Node.js %1 is too old for %n agent(s)</source>
        <translation>
            <numerusform>Node.js %1 ist für %n Agenten zu alt</numerusform>
            <numerusform>Node.js %1 ist für %n Agenten zu alt</numerusform>
        </translation>
    </message>
    <message>
        <source>npm is not installed</source>
        <translation>npm ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 is not on PATH</source>
        <translation>%1 ist nicht im PATH</translation>
    </message>
    <message>
        <source>%1 on PATH</source>
        <translation>%1 im PATH</translation>
    </message>
    <message>
        <source>install &quot;%1&quot; or give its full path in the command</source>
        <translation>„%1“ installieren oder seinen vollständigen Pfad im Befehl angeben</translation>
    </message>
    <message>
        <source>needs Node.js</source>
        <translation>braucht Node.js</translation>
    </message>
    <message>
        <source>needs Node.js %1</source>
        <translation>braucht Node.js %1</translation>
    </message>
    <message>
        <source>needs npm to install it</source>
        <translation>braucht npm für die Installation</translation>
    </message>
    <message>
        <source>Node.js with npm</source>
        <translation>Node.js mit npm</translation>
    </message>
    <message>
        <source>%1, then install %2 here (or %3)</source>
        <translation>%1, dann %2 hier installieren (oder %3)</translation>
    </message>
    <message>
        <source>needs Node.js %1; this computer has %2</source>
        <translation>braucht Node.js %1; dieser Rechner hat %2</translation>
    </message>
    <message>
        <source>Node.js %1</source>
        <translation>Node.js %1</translation>
    </message>
    <message>
        <source>%1 (this computer has Node.js %2)</source>
        <translation>%1 (dieser Rechner hat Node.js %2)</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>%1 (its pin) is not installed</source>
        <translation>%1 (festgelegt) ist nicht installiert</translation>
    </message>
    <message>
        <source>installing</source>
        <translation>wird installiert</translation>
    </message>
    <message>
        <source>select it and click Install (or %1)</source>
        <translation>auswählen und auf „Installieren“ klicken (oder %1)</translation>
    </message>
    <message>
        <source>node · %1 %2 (installed by Kandesk)</source>
        <translation>node · %1 %2 (von Kandesk installiert)</translation>
    </message>
    <message>
        <source>needs the secret “%1” its profile gives as %2</source>
        <translation>braucht das Geheimnis „%1“, das sein Profil als %2 übergibt</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>braucht %1</translation>
    </message>
    <message>
        <source>set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>export %1=… or add it to the agent profile&apos;s environment (as a secret)</source>
        <translation>export %1=… oder es der Umgebung des Agentenprofils hinzufügen (als Geheimnis)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Needs: %1</source>
        <translation>Braucht: %1</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Startet: %1</translation>
    </message>
</context>
<context>
    <name>AgentRegistryWords</name>
    <message>
        <source>an agent needs an id</source>
        <translation>ein Agent braucht eine ID</translation>
    </message>
    <message>
        <source>an agent with id &quot;%1&quot; already exists</source>
        <translation>ein Agent mit der ID „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>a custom agent needs an id</source>
        <translation>ein eigener Agent braucht eine ID</translation>
    </message>
    <message>
        <source>an agent with id &quot;%1&quot; already exists (a built-in agent)</source>
        <translation>ein Agent mit der ID „%1“ existiert bereits (ein eingebauter Agent)</translation>
    </message>
    <message>
        <source>the command of agent &quot;%1&quot; cannot be parsed: %2</source>
        <translation>der Befehl des Agenten „%1“ kann nicht zerlegt werden: %2</translation>
    </message>
    <message>
        <source>the command of agent &quot;%1&quot; is empty</source>
        <translation>der Befehl des Agenten „%1“ ist leer</translation>
    </message>
    <message>
        <source>the command of agent &quot;%1&quot; starts with the flag &quot;%2&quot;, not a program</source>
        <translation>der Befehl des Agenten „%1“ beginnt mit dem Flag „%2“, nicht mit einem Programm</translation>
    </message>
</context>
<context>
    <name>AgentSessionsWords</name>
    <message>
        <source>the agent refused: %1</source>
        <translation>der Agent hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The mode “%1” was not applied: %2</source>
        <translation>Der Modus „%1“ wurde nicht übernommen: %2</translation>
    </message>
    <message>
        <source>The model “%1” was not applied: %2</source>
        <translation>Das Modell „%1“ wurde nicht übernommen: %2</translation>
    </message>
    <message>
        <source>Starting took %1 s, %2 s of it waiting for a free core: the machine is busy</source>
        <translation>Der Start dauerte %1 s, davon %2 s Warten auf einen freien Kern: Der Rechner ist ausgelastet</translation>
    </message>
    <message>
        <source>%1: execution %2 has no running agent</source>
        <translation>%1: Ausführung %2 hat keinen laufenden Agenten</translation>
    </message>
    <message>
        <source>no execution %1</source>
        <translation>keine Ausführung %1</translation>
    </message>
</context>
<context>
    <name>AgentStreamWords</name>
    <message>
        <source>the agent stream was closed</source>
        <translation>der Agenten-Stream wurde geschlossen</translation>
    </message>
    <message>
        <source>%1: the agent stream is not connected</source>
        <translation>%1: der Agenten-Stream ist nicht verbunden</translation>
    </message>
    <message>
        <source>the agent stream dropped (%1)</source>
        <translation>der Agenten-Stream ist abgerissen (%1)</translation>
    </message>
    <message>
        <source>cannot open the agent stream: %1</source>
        <translation>der Agenten-Stream kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>lost the connection to agentctl (%1)</source>
        <translation>die Verbindung zu agentctl ist verloren (%1)</translation>
    </message>
    <message>
        <source>the agent stream did not open within %1 ms</source>
        <translation>der Agenten-Stream wurde nicht innerhalb von %1 ms geöffnet</translation>
    </message>
    <message>
        <source>%1: no answer within %2 ms</source>
        <translation>%1: keine Antwort innerhalb von %2 ms</translation>
    </message>
    <message>
        <source> (and %1 ms more while it waited for a core)</source>
        <translation> (und %1 ms mehr, während auf einen Kern gewartet wurde)</translation>
    </message>
</context>
<context>
    <name>AgentctlBootstrapWords</name>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
</context>
<context>
    <name>AgentctlCallWords</name>
    <message>
        <source>cannot run agentctl (%1): %2</source>
        <translation>agentctl kann nicht ausgeführt werden (%1): %2</translation>
    </message>
    <message>
        <source>The agent did not answer within %1 s.</source>
        <translation>Der Agent hat nicht innerhalb von %1 s geantwortet.</translation>
    </message>
    <message>
        <source>agentctl ended without an answer (exit code %1)</source>
        <translation>agentctl wurde ohne Antwort beendet (Exit-Code %1)</translation>
    </message>
</context>
<context>
    <name>AgentctlHttpClientWords</name>
    <message>
        <source>%1: agentctl did not answer (%2)</source>
        <translation>%1: agentctl hat nicht geantwortet (%2)</translation>
    </message>
    <message>
        <source>%1: agentctl answered with invalid JSON: %2</source>
        <translation>%1: agentctl hat mit ungültigem JSON geantwortet: %2</translation>
    </message>
    <message>
        <source>%1: agentctl answered HTTP %2%3</source>
        <translation>%1: agentctl hat mit HTTP %2%3 geantwortet</translation>
    </message>
    <message>
        <source>the request was cancelled</source>
        <translation>die Anfrage wurde abgebrochen</translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>the client is closed</source>
        <translation>der Client ist geschlossen</translation>
    </message>
    <message>
        <source>agentctl health check</source>
        <translation>Zustandsprüfung von agentctl</translation>
    </message>
    <message>
        <source>configure agent</source>
        <translation>Agent konfigurieren</translation>
    </message>
    <message>
        <source>start agent</source>
        <translation>Agent starten</translation>
    </message>
    <message>
        <source>set MCP providers</source>
        <translation>MCP-Anbieter festlegen</translation>
    </message>
</context>
<context>
    <name>AgentctlLocatorWords</name>
    <message>
        <source>KANDESK_AGENTCTL names %1, which is not an executable file</source>
        <translation>KANDESK_AGENTCTL nennt %1, das keine ausführbare Datei ist</translation>
    </message>
    <message>
        <source>agentctl not found (looked in %1)</source>
        <translation>agentctl nicht gefunden (gesucht in %1)</translation>
    </message>
</context>
<context>
    <name>AgentctlProcessHostWords</name>
    <message>
        <source>cannot start agentctl (%1): %2</source>
        <translation>agentctl kann nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <source>agentctl (pid %1) exited with code %2 before it listened (see %3)</source>
        <translation>agentctl (PID %1) wurde mit Code %2 beendet, bevor es lauschte (siehe %3)</translation>
    </message>
    <message>
        <source>agentctl did not report its port within %1 ms</source>
        <translation>agentctl hat seinen Port nicht innerhalb von %1 ms gemeldet</translation>
    </message>
    <message>
        <source>agentctl (pid %1) did not exit</source>
        <translation>agentctl (PID %1) hat sich nicht beendet</translation>
    </message>
</context>
<context>
    <name>AppMainWords</name>
    <message>
        <source>Kandesk is already running on %1; its quick chat was opened.</source>
        <translation>Kandesk läuft bereits für %1; sein Schnell-Chat wurde geöffnet.</translation>
    </message>
    <message>
        <source>Kandesk is already running on %1; its window was raised.</source>
        <translation>Kandesk läuft bereits für %1; sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <source>Restored %1 from %2. The database it replaced is kept at %3.</source>
        <translation>%1 wurde aus %2 wiederhergestellt. Die ersetzte Datenbank liegt weiterhin unter %3.</translation>
    </message>
    <message>
        <source>The backup was not restored: %1</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt: %1</translation>
    </message>
</context>
<context>
    <name>AttemptCommands</name>
    <message>
        <source>No attempts yet: kandesk run --attempts PROFILE,PROFILE… tries a prompt with several agents.</source>
        <translation>Noch keine Versuche: kandesk run --attempts PROFILE,PROFILE… probiert einen Prompt mit mehreren Agenten aus.</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archiviert</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message numerus="yes">
        <source>attempt %1  %2  %3  %n file(s) +%4 -%5</source>
        <translation>
            <numerusform>Versuch %1  %2  %3  %n Datei +%4 -%5</numerusform>
            <numerusform>Versuch %1  %2  %3  %n Dateien +%4 -%5</numerusform>
        </translation>
    </message>
    <message>
        <source>: --diff takes two attempt numbers, FROM:TO (e.g. 1:2), not &quot;%1&quot;
</source>
        <translation>: --diff erwartet zwei Versuchsnummern, FROM:TO (z. B. 1:2), nicht „%1“
</translation>
    </message>
    <message>
        <source>: ATTEMPT is an attempt&apos;s number (kandesk task attempts lists them), not &quot;%1&quot;
</source>
        <translation>: ATTEMPT ist die Nummer eines Versuchs (kandesk task attempts listet sie auf), nicht „%1“
</translation>
    </message>
    <message>
        <source>Kept attempt %1: its work is “%2”&apos;s own now, in %3.</source>
        <translation>Versuch %1 übernommen: seine Arbeit gehört jetzt zu „%2“, in %3.</translation>
    </message>
    <message numerus="yes">
        <source>Archived the other %n attempt(s) (their branches are kept).</source>
        <translation>
            <numerusform>%n anderen Versuch archiviert (sein Branch bleibt erhalten).</numerusform>
            <numerusform>%n andere Versuche archiviert (ihre Branches bleiben erhalten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttemptGitWords</name>
    <message>
        <source>%1 and %2 are not worktrees of one repository</source>
        <translation>%1 und %2 sind keine Worktrees desselben Repositorys</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is not a git worktree</source>
        <translation>%1 ist kein git-Worktree</translation>
    </message>
</context>
<context>
    <name>AttemptStoreWords</name>
    <message>
        <source>the attempt %1 was not kept</source>
        <translation>der Versuch %1 wurde nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>AttemptsRun</name>
    <message>
        <source>attempt %1 started</source>
        <translation>Versuch %1 gestartet</translation>
    </message>
    <message>
        <source>attempt %1 finished its turn (%2)</source>
        <translation>Versuch %1 hat seinen Zug beendet (%2)</translation>
    </message>
    <message>
        <source>attempt %1 failed: %2</source>
        <translation>Versuch %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>kandesk task attempts %1 --diff 1:2 compares two; kandesk task keep %1 N keeps one.</source>
        <translation>kandesk task attempts %1 --diff 1:2 vergleicht zwei; kandesk task keep %1 N übernimmt einen.</translation>
    </message>
    <message>
        <source>: attempt %1&apos;s permission &quot;%2&quot; rejected (pass --auto-approve to allow)</source>
        <translation>: Berechtigung „%2“ von Versuch %1 abgelehnt (mit --auto-approve erlauben)</translation>
    </message>
</context>
<context>
    <name>BackupCommands</name>
    <message numerus="yes">
        <source>%1: %n task(s), made %2 of %3 (schema version %4)</source>
        <translation>
            <numerusform>%1: %n Aufgabe, am %2 aus %3 erstellt (Schemaversion %4)</numerusform>
            <numerusform>%1: %n Aufgaben, am %2 aus %3 erstellt (Schemaversion %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>
These secrets live in the keychain, not in the backup: %1 (on another machine, set them again with kandesk secret set NAME).</source>
        <translation>
Diese Geheimnisse liegen im Schlüsselbund, nicht in der Sicherung: %1 (auf einem anderen Rechner erneut mit kandesk secret set NAME setzen).</translation>
    </message>
    <message>
        <source>Saved a backup of </source>
        <translation>Sicherung gespeichert: </translation>
    </message>
    <message>
        <source>Restored %1 from %2</source>
        <translation>%1 wiederhergestellt aus %2</translation>
    </message>
    <message>
        <source>The database it replaced is kept at %1</source>
        <translation>Die ersetzte Datenbank liegt weiterhin unter %1</translation>
    </message>
    <message>
        <source>The secrets file it replaced is kept at %1</source>
        <translation>Die ersetzte Geheimnisdatei liegt weiterhin unter %1</translation>
    </message>
    <message>
        <source>kandesk backup: unknown command &quot;%1&quot; (known: create, restore, show)</source>
        <translation>kandesk backup: unbekannter Befehl „%1“ (bekannt: create, restore, show)</translation>
    </message>
</context>
<context>
    <name>BaseSync</name>
    <message>
        <source>the setup script could not start: %1</source>
        <translation>das Setup-Skript konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>the setup script did not finish within 10 minutes</source>
        <translation>das Setup-Skript ist nicht innerhalb von 10 Minuten fertig geworden</translation>
    </message>
    <message>
        <source>the setup script failed (exit %1):
%2</source>
        <translation>das Setup-Skript ist fehlgeschlagen (Exit-Code %1):
%2</translation>
    </message>
    <message>
        <source>An agent is at work on “%1”; update from the base once its turn ends</source>
        <translation>Ein Agent arbeitet an „%1“; erst nach dem Ende seines Zugs von der Basis aktualisieren</translation>
    </message>
    <message>
        <source>Asking the agent needs a task runner</source>
        <translation>Um den Agenten zu fragen, wird ein Task-Runner gebraucht</translation>
    </message>
    <message>
        <source>“%1” has no conflict to resolve</source>
        <translation>„%1“ hat keinen Konflikt zu lösen</translation>
    </message>
</context>
<context>
    <name>CheckpointCommands</name>
    <message>
        <source>  no file changes</source>
        <translation>  keine Dateiänderungen</translation>
    </message>
    <message>
        <source>  files (A comes back, D goes, M changes back):</source>
        <translation>  Dateien (A kommt zurück, D wird entfernt, M wird zurückgeändert):</translation>
    </message>
    <message>
        <source>  commits that leave the branch:</source>
        <translation>  Commits, die den Branch verlassen:</translation>
    </message>
    <message>
        <source>“%1” has no checkpoints yet: one is kept before each agent turn.</source>
        <translation>„%1“ hat noch keine Prüfpunkte: Vor jedem Zug des Agenten wird einer angelegt.</translation>
    </message>
    <message>
        <source>turn %1  %2  %3 on %4</source>
        <translation>Zug %1  %2  %3 auf %4</translation>
    </message>
    <message>
        <source>(no commit)</source>
        <translation>(kein Commit)</translation>
    </message>
    <message>
        <source>a detached HEAD</source>
        <translation>einem losgelösten HEAD</translation>
    </message>
    <message>
        <source>kandesk task rewind %1 --turn N shows what going back to before turn N would change.</source>
        <translation>kandesk task rewind %1 --turn N zeigt, was die Rückkehr auf den Stand vor Zug N ändern würde.</translation>
    </message>
    <message>
        <source>: --turn needs a turn number of 1 or more (kandesk task checkpoints lists them)
</source>
        <translation>: --turn braucht eine Zugnummer ab 1 (kandesk task checkpoints listet sie auf)
</translation>
    </message>
    <message>
        <source>Restored “%1” to before turn %2:</source>
        <translation>„%1“ auf den Stand vor Zug %2 zurückgesetzt:</translation>
    </message>
    <message>
        <source>Restoring “%1” to before turn %2 would change:</source>
        <translation>Das Zurücksetzen von „%1“ auf den Stand vor Zug %2 würde ändern:</translation>
    </message>
    <message>
        <source>Nothing changed. Run it again with --yes to restore.</source>
        <translation>Nichts geändert. Zum Zurücksetzen erneut mit --yes ausführen.</translation>
    </message>
</context>
<context>
    <name>CheckpointsWords</name>
    <message>
        <source>%1 is not a git checkout: %2</source>
        <translation>%1 ist kein git-Checkout: %2</translation>
    </message>
    <message>
        <source>cannot make a scratch folder for git&apos;s index: %1</source>
        <translation>für den Index von git kann kein Arbeitsordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot copy git&apos;s index %1</source>
        <translation>der Index von git %1 kann nicht kopiert werden</translation>
    </message>
    <message>
        <source>a merge, rebase, cherry-pick or revert is under way in %1: finish or abort it first</source>
        <translation>in %1 läuft ein Merge, Rebase, Cherry-Pick oder Revert: ihn zuerst abschließen oder abbrechen</translation>
    </message>
    <message>
        <source>the index cannot be kept (a conflict not yet resolved?): %1</source>
        <translation>der Index kann nicht erhalten werden (ein noch nicht gelöster Konflikt?): %1</translation>
    </message>
    <message>
        <source>checkpoint %1 was taken with a detached HEAD, and %2 has %3 checked out now</source>
        <translation>Prüfpunkt %1 wurde mit einem losgelösten HEAD angelegt, und in %2 ist jetzt %3 ausgecheckt</translation>
    </message>
    <message>
        <source>checkpoint %1 was taken on branch %2, and %3 has %4 checked out now: check %2 out first</source>
        <translation>Prüfpunkt %1 wurde auf Branch %2 angelegt, und in %3 ist jetzt %4 ausgecheckt: zuerst %2 auschecken</translation>
    </message>
    <message>
        <source>a detached HEAD</source>
        <translation>ein losgelöster HEAD</translation>
    </message>
    <message>
        <source>the files could not be put back: %1</source>
        <translation>die Dateien konnten nicht zurückgeholt werden: %1</translation>
    </message>
    <message>
        <source>the files are back, but HEAD could not be moved: %1</source>
        <translation>die Dateien sind zurück, aber HEAD konnte nicht verschoben werden: %1</translation>
    </message>
    <message>
        <source>the files and HEAD are back, but the index could not be: %1</source>
        <translation>die Dateien und HEAD sind zurück, der Index aber nicht: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>kandesk %1: a command is missing</source>
        <translation>kandesk %1: ein Befehl fehlt</translation>
    </message>
    <message>
        <source>kandesk %1: a command must come before &quot;%2&quot;</source>
        <translation>kandesk %1: vor „%2“ muss ein Befehl stehen</translation>
    </message>
    <message>
        <source>kandesk task: unknown command &quot;%1&quot; (known: list, show, create, import, move, resume, stop, delete, restore, archive, unarchive, diff, comment, comments, queue, shell, checkpoints, rewind, attempts, keep, commit, merge, push, pr, checks, sync, finish, open)</source>
        <translation>kandesk task: unbekannter Befehl „%1“ (bekannt: list, show, create, import, move, resume, stop, delete, restore, archive, unarchive, diff, comment, comments, queue, shell, checkpoints, rewind, attempts, keep, commit, merge, push, pr, checks, sync, finish, open)</translation>
    </message>
</context>
<context>
    <name>CliFlagTokenizerWords</name>
    <message>
        <source>trailing backslash at the end</source>
        <translation>abschließender Backslash</translation>
    </message>
    <message>
        <source>trailing backslash at the end of &quot;%1&quot;</source>
        <translation>abschließender Backslash am Ende von „%1“</translation>
    </message>
    <message>
        <source>unclosed single quote starting at character %1</source>
        <translation>nicht geschlossenes einfaches Anführungszeichen ab Zeichen %1</translation>
    </message>
    <message>
        <source>unclosed single quote starting at character %1 of &quot;%2&quot;</source>
        <translation>nicht geschlossenes einfaches Anführungszeichen ab Zeichen %1 von „%2“</translation>
    </message>
    <message>
        <source>unclosed double quote starting at character %1</source>
        <translation>nicht geschlossenes doppeltes Anführungszeichen ab Zeichen %1</translation>
    </message>
    <message>
        <source>unclosed double quote starting at character %1 of &quot;%2&quot;</source>
        <translation>nicht geschlossenes doppeltes Anführungszeichen ab Zeichen %1 von „%2“</translation>
    </message>
</context>
<context>
    <name>CliHome</name>
    <message>
        <source>missing argument</source>
        <translation>Argument fehlt</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>a task id is required</source>
        <translation>eine Aufgaben-ID ist erforderlich</translation>
    </message>
    <message>
        <source>no task with id &quot;%1&quot; (kandesk task list shows them)</source>
        <translation>keine Aufgabe mit der ID „%1“ (kandesk task list zeigt sie an)</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; matches %n task(s): give more of the id</source>
        <translation>
            <numerusform>„%1“ passt zu %n Aufgabe: mehr von der ID angeben</numerusform>
            <numerusform>„%1“ passt zu %n Aufgaben: mehr von der ID angeben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliReference</name>
    <message>
        <source>kandesk manpage: takes no arguments (it prints the manual page: kandesk manpage | man -l -)</source>
        <translation>kandesk manpage: nimmt keine Argumente (gibt die Manpage aus: kandesk manpage | man -l -)</translation>
    </message>
</context>
<context>
    <name>CommandBuilderWords</name>
    <message>
        <source>resolve command_prefix for profile %1</source>
        <translation>command_prefix für Profil %1 auflösen</translation>
    </message>
    <message>
        <source>the command is empty</source>
        <translation>der Befehl ist leer</translation>
    </message>
    <message>
        <source>the executable is blank</source>
        <translation>das Programm ist leer</translation>
    </message>
    <message>
        <source>the executable &quot;%1&quot; is a flag, not a program</source>
        <translation>das Programm „%1“ ist ein Flag, kein Programm</translation>
    </message>
    <message>
        <source>validate agent command</source>
        <translation>Agentenbefehl prüfen</translation>
    </message>
    <message>
        <source>validate continue command</source>
        <translation>Fortsetzungsbefehl prüfen</translation>
    </message>
</context>
<context>
    <name>CommitMessage</name>
    <message>
        <source>Kandesk is closing: the agent was not asked</source>
        <translation>Kandesk wird beendet: der Agent wurde nicht gefragt</translation>
    </message>
    <message>
        <source>The agent&apos;s turn failed: %1</source>
        <translation>Der Zug des Agenten ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The agent answered without a message</source>
        <translation>Der Agent hat ohne Nachricht geantwortet</translation>
    </message>
</context>
<context>
    <name>ConflictScan</name>
    <message>
        <source>: conflicts not checked: </source>
        <translation>: Konflikte nicht geprüft: </translation>
    </message>
    <message>
        <source>conflicts with its base branch %1 in %2</source>
        <translation>Konflikt mit seinem Basis-Branch %1 in %2</translation>
    </message>
    <message>
        <source>conflicts with “%1” (%2, task %3) in %4</source>
        <translation>Konflikt mit „%1“ (%2, Aufgabe %3) in %4</translation>
    </message>
</context>
<context>
    <name>CustomAgents</name>
    <message>
        <source>the saved custom agents cannot be read: %1</source>
        <translation>die gespeicherten eigenen Agenten können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the command is empty</source>
        <translation>der Befehl ist leer</translation>
    </message>
    <message>
        <source>the command starts with the flag &quot;%1&quot;, not a program</source>
        <translation>der Befehl beginnt mit dem Flag „%1“, nicht mit einem Programm</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in agent</source>
        <translation>„%1“ ist ein integrierter Agent</translation>
    </message>
    <message>
        <source>the custom agent &quot;%1&quot; runs &quot;%2&quot; for the profile %3; choose another id (or none)</source>
        <translation>der eigene Agent „%1“ führt „%2“ für das Profil %3 aus; eine andere ID wählen (oder keine)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs &quot;%2&quot;</source>
        <translation>„%1“ führt „%2“ aus</translation>
    </message>
    <message>
        <source> (profile %1)</source>
        <translation> (Profil %1)</translation>
    </message>
</context>
<context>
    <name>DatabaseCopyWords</name>
    <message>
        <source>cannot copy %1: not an open SQLite connection</source>
        <translation>%1 kann nicht kopiert werden: keine geöffnete SQLite-Verbindung</translation>
    </message>
    <message>
        <source>cannot copy %1: the connection is closed</source>
        <translation>%1 kann nicht kopiert werden: die Verbindung ist geschlossen</translation>
    </message>
    <message>
        <source>%1 exists already; choose another file</source>
        <translation>%1 existiert bereits; wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation>%1 kann nicht in %2 umbenannt werden</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
</context>
<context>
    <name>DatabaseUseLockWords</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation>%1 kann nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <source>a Kandesk uses %1 (a window, or a kandesk command still running); close it and try again</source>
        <translation>ein Kandesk verwendet %1 (ein Fenster oder ein noch laufender kandesk-Befehl); schließen Sie es und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>%1 is being restored from a backup and the restore did not end within %2 s</source>
        <translation>%1 wird gerade aus einer Sicherung wiederhergestellt, und die Wiederherstellung endete nicht innerhalb von %2 s</translation>
    </message>
</context>
<context>
    <name>DatabaseWords</name>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>die Schemaversion kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 has schema version %2, newer than the %3 this Kandesk knows; it was left untouched. Update Kandesk to open it.</source>
        <translation>%1 hat die Schemaversion %2, neuer als die %3, die dieses Kandesk kennt; die Datei blieb unverändert. Aktualisieren Sie Kandesk, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>cannot open database %1: folder %2 does not exist</source>
        <translation>Datenbank %1 kann nicht geöffnet werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot open database %1: %2</source>
        <translation>Datenbank %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 was not migrated, it is as it was: %2</source>
        <translation>%1 wurde nicht migriert und ist unverändert: %2</translation>
    </message>
    <message>
        <source>cannot start the migration of %1: %2</source>
        <translation>die Migration von %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>migration to schema version %1 failed: %2</source>
        <translation>die Migration auf Schemaversion %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot commit the migration to version %1: %2</source>
        <translation>die Migration auf Version %1 kann nicht abgeschlossen werden: %2</translation>
    </message>
</context>
<context>
    <name>DeletedRowsWords</name>
    <message>
        <source>the rows referring to %1 nest too deep to keep</source>
        <translation>die Zeilen, die auf %1 verweisen, sind zu tief verschachtelt, um sie aufzubewahren</translation>
    </message>
    <message>
        <source>nothing to delete: no row %1 in %2</source>
        <translation>nichts zu löschen: keine Zeile %1 in %2</translation>
    </message>
    <message>
        <source>nothing to restore</source>
        <translation>nichts wiederherzustellen</translation>
    </message>
</context>
<context>
    <name>DependencyFoldersWords</name>
    <message>
        <source>cannot link %1</source>
        <translation>%1 kann nicht verlinkt werden</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot copy %1</source>
        <translation>%1 kann nicht kopiert werden</translation>
    </message>
    <message>
        <source>%1 has no folder %2 to copy</source>
        <translation>%1 hat keinen Ordner %2 zum Kopieren</translation>
    </message>
    <message>
        <source>cannot make %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot read the link %1</source>
        <translation>der Link %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot move the old %1 aside</source>
        <translation>das alte %1 kann nicht beiseitegeschoben werden</translation>
    </message>
    <message>
        <source>cannot move the copy into %1</source>
        <translation>die Kopie kann nicht nach %1 verschoben werden</translation>
    </message>
    <message>
        <source>%1 is not a git worktree</source>
        <translation>%1 ist kein git-Worktree</translation>
    </message>
</context>
<context>
    <name>DependencyStepWords</name>
    <message>
        <source>cloned (blocks shared, no space used)</source>
        <translation>geklont (Blöcke geteilt, kein Platz belegt)</translation>
    </message>
    <message numerus="yes">
        <source>cloned, %n file(s) copied</source>
        <translation>
            <numerusform>geklont, %n Datei kopiert</numerusform>
            <numerusform>geklont, %n Dateien kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>hard-linked (no space used)</source>
        <translation>hart verlinkt (kein Platz belegt)</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>kopiert</translation>
    </message>
    <message>
        <source>Copy dependency folders</source>
        <translation>Abhängigkeitsordner kopieren</translation>
    </message>
    <message>
        <source>%1: not in %2</source>
        <translation>%1: nicht in %2</translation>
    </message>
    <message>
        <source>%1: the worktree has its own, kept</source>
        <translation>%1: der Worktree hat einen eigenen, beibehalten</translation>
    </message>
    <message>
        <source>%1: up to date (its lockfiles did not change)</source>
        <translation>%1: aktuell (seine Lockfiles haben sich nicht geändert)</translation>
    </message>
    <message>
        <source>%1: not copied — this filesystem cannot share blocks (reflink); choose hard links or copies for the repository in Settings ▸ Repositories</source>
        <translation>%1: nicht kopiert — dieses Dateisystem kann keine Blöcke teilen (Reflink); unter Einstellungen ▸ Repositorys für das Repository harte Links oder Kopien wählen</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 in %5 ms</source>
        <translation>%1: %2, %3, %4 in %5 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Some dependency folders were not copied</source>
        <translation>Einige Abhängigkeitsordner wurden nicht kopiert</translation>
    </message>
</context>
<context>
    <name>DevcontainerWords</name>
    <message>
        <source>%1, line %2: not valid JSON (%3)</source>
        <translation>%1, Zeile %2: kein gültiges JSON (%3)</translation>
    </message>
    <message>
        <source>%1: the file holds no JSON object</source>
        <translation>%1: die Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1%2: &quot;%3&quot; must be %4</source>
        <translation>%1%2: „%3“ muss %4 sein</translation>
    </message>
    <message>
        <source>, line %1</source>
        <translation>, Zeile %1</translation>
    </message>
    <message>
        <source>a string (an image name)</source>
        <translation>eine Zeichenkette (ein Image-Name)</translation>
    </message>
    <message>
        <source>an object of names and strings</source>
        <translation>ein Objekt aus Namen und Zeichenketten</translation>
    </message>
    <message>
        <source>a string (a value of containerEnv)</source>
        <translation>eine Zeichenkette (ein Wert von containerEnv)</translation>
    </message>
    <message>
        <source>a string (a user name or uid)</source>
        <translation>eine Zeichenkette (ein Benutzername oder eine UID)</translation>
    </message>
    <message>
        <source>a string, an array of strings, or an object of those</source>
        <translation>eine Zeichenkette, ein Array von Zeichenketten oder ein Objekt daraus</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an array of &quot;type=…,source=…,target=…&quot; strings or objects with a target</source>
        <translation>ein Array von „type=…,source=…,target=…“-Zeichenketten oder Objekten mit einem target</translation>
    </message>
    <message>
        <source>the executor reads the repository&apos;s devcontainer.json, but %1 has neither .devcontainer/devcontainer.json nor .devcontainer.json</source>
        <translation>die Ausführung liest die devcontainer.json des Repositorys, aber %1 hat weder .devcontainer/devcontainer.json noch .devcontainer.json</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Binary file</source>
        <translation>Binärdatei</translation>
    </message>
    <message numerus="yes">
        <source>Large diff: %n line(s) (not shown)</source>
        <translation>
            <numerusform>Großer Diff: %n Zeile (nicht angezeigt)</numerusform>
            <numerusform>Großer Diff: %n Zeilen (nicht angezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>\ No newline at end of file</source>
        <translation>\ Kein Zeilenumbruch am Dateiende</translation>
    </message>
    <message>
        <source>against %1 (%2)</source>
        <translation>gegen %1 (%2)</translation>
    </message>
    <message>
        <source>  error: </source>
        <translation>  Fehler: </translation>
    </message>
    <message>
        <source>  no changes</source>
        <translation>  keine Änderungen</translation>
    </message>
    <message>
        <source>: --base and --uncommitted exclude each other
</source>
        <translation>: --base und --uncommitted schließen einander aus
</translation>
    </message>
    <message>
        <source> (the session&apos;s agentctl runs on the SSH host and is reached through a port that the Kandesk running the session forwards: with that Kandesk closed, open it again to reattach, or resume the session)</source>
        <translation> (der agentctl der Sitzung läuft auf dem SSH-Host und ist über einen Port erreichbar, den die Kandesk-Instanz weiterleitet, in der die Sitzung läuft: ist sie geschlossen, sie erneut öffnen, um die Verbindung wiederherzustellen, oder die Sitzung fortsetzen)</translation>
    </message>
</context>
<context>
    <name>DiffRows</name>
    <message>
        <source>Renamed from %1 (%2% similar)</source>
        <translation>Umbenannt von %1 (%2% ähnlich)</translation>
    </message>
    <message>
        <source>Copied from %1 (%2% similar)</source>
        <translation>Kopiert von %1 (%2% ähnlich)</translation>
    </message>
    <message>
        <source>Binary file</source>
        <translation>Binärdatei</translation>
    </message>
    <message>
        <source>Large diff: %1 lines — Show</source>
        <translation>Großer Diff: %1 Zeilen — Anzeigen</translation>
    </message>
    <message>
        <source>No text changes</source>
        <translation>Keine Textänderungen</translation>
    </message>
    <message>
        <source>Empty file or no text changes</source>
        <translation>Leere Datei oder keine Textänderungen</translation>
    </message>
</context>
<context>
    <name>DockerEngineWords</name>
    <message>
        <source>cannot list the engine&apos;s networks</source>
        <translation>die Netzwerke der Engine können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot read the ports container %1 publishes</source>
        <translation>die Ports, die der Container %1 veröffentlicht, können nicht gelesen werden</translation>
    </message>
    <message>
        <source>container %1 publishes no port on 127.0.0.1 for its port %2 (the engine says: %3)</source>
        <translation>der Container %1 veröffentlicht für seinen Port %2 keinen Port auf 127.0.0.1 (die Engine meldet: %3)</translation>
    </message>
    <message>
        <source>cannot list the containers labelled %1</source>
        <translation>die Container mit dem Label %1 können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot remove the containers %1</source>
        <translation>die Container %1 können nicht entfernt werden</translation>
    </message>
    <message>
        <source>%1: the docker command cannot be run (%2); install Docker&apos;s command line (Debian: apt install docker.io)</source>
        <translation>%1: der Befehl docker kann nicht ausgeführt werden (%2); die Befehlszeile von Docker installieren (Debian: apt install docker.io)</translation>
    </message>
    <message>
        <source>%1: the Docker engine at %2 did not answer in time</source>
        <translation>%1: die Docker-Engine unter %2 hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>%1: permission denied on the Docker socket %2: add your user to the docker group and log in again, or point DOCKER_HOST at an engine you may use</source>
        <translation>%1: Zugriff auf den Docker-Socket %2 verweigert: den eigenen Benutzer zur Gruppe docker hinzufügen und neu anmelden oder DOCKER_HOST auf eine nutzbare Engine zeigen lassen</translation>
    </message>
    <message>
        <source>%1: no Docker engine is answering at %2: start it (e.g. systemctl start docker) or set DOCKER_HOST to a running one</source>
        <translation>%1: unter %2 antwortet keine Docker-Engine: sie starten (z. B. systemctl start docker) oder DOCKER_HOST auf eine laufende setzen</translation>
    </message>
    <message>
        <source>%1: the image is not on this engine and cannot be pulled (%2)</source>
        <translation>%1: das Image ist nicht auf dieser Engine und kann nicht geladen werden (%2)</translation>
    </message>
    <message>
        <source>%1: docker exited with code %2%3</source>
        <translation>%1: docker wurde mit Code %2 beendet%3</translation>
    </message>
    <message>
        <source>the container is gone</source>
        <translation>der Container ist weg</translation>
    </message>
    <message>
        <source>the container ran out of memory (its limit is %1) and the kernel killed a process in it (out-of-memory kill)</source>
        <translation>dem Container ging der Speicher aus (sein Limit ist %1), und der Kernel hat einen Prozess darin beendet (Out-of-Memory-Kill)</translation>
    </message>
    <message>
        <source>the container ran out of memory and the kernel killed a process in it (out-of-memory kill)</source>
        <translation>dem Container ging der Speicher aus, und der Kernel hat einen Prozess darin beendet (Out-of-Memory-Kill)</translation>
    </message>
    <message>
        <source>the engine could not run the container: %1</source>
        <translation>die Engine konnte den Container nicht ausführen: %1</translation>
    </message>
    <message>
        <source>the container is running</source>
        <translation>der Container läuft</translation>
    </message>
    <message>
        <source>the container stopped (%1, exit code %2)</source>
        <translation>der Container wurde angehalten (%1, Exit-Code %2)</translation>
    </message>
</context>
<context>
    <name>DockerExecutorAdd</name>
    <message>
        <source>devcontainer image</source>
        <translation>Image aus devcontainer.json</translation>
    </message>
    <message>
        <source>mount %1</source>
        <translation>Einhängepunkt %1</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>Speicher %1</translation>
    </message>
    <message>
        <source>network %1</source>
        <translation>Netzwerk %1</translation>
    </message>
    <message>
        <source>--name is missing</source>
        <translation>--name fehlt</translation>
    </message>
    <message>
        <source>give the container image (--image, e.g. --image debian:bookworm) or --devcontainer to take it from the repository&apos;s devcontainer.json</source>
        <translation>das Container-Image angeben (--image, z. B. --image debian:bookworm) oder --devcontainer, um es aus der devcontainer.json des Repositorys zu nehmen</translation>
    </message>
    <message>
        <source>--image is empty</source>
        <translation>--image ist leer</translation>
    </message>
    <message>
        <source>--mount: no file or folder at %1 on this machine</source>
        <translation>--mount: keine Datei und kein Ordner unter %1 auf diesem Rechner</translation>
    </message>
    <message>
        <source> (--image IMAGE or --devcontainer)</source>
        <translation> (--image IMAGE oder --devcontainer)</translation>
    </message>
    <message>
        <source>: the profile was stored but cannot be read back: </source>
        <translation>: das Profil wurde gespeichert, kann aber nicht wieder gelesen werden: </translation>
    </message>
    <message>
        <source>no settings</source>
        <translation>keine Einstellungen</translation>
    </message>
    <message>
        <source>Added executor profile %1 (docker: %2).</source>
        <translation>Ausführungsprofil %1 hinzugefügt (docker: %2).</translation>
    </message>
</context>
<context>
    <name>DockerExecutorBackendWords</name>
    <message>
        <source>cannot stop the container %1</source>
        <translation>der Container %1 kann nicht angehalten werden</translation>
    </message>
    <message>
        <source>cannot remove the container %1</source>
        <translation>der Container %1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot look for the session&apos;s kept container</source>
        <translation>der aufbewahrte Container der Sitzung kann nicht gesucht werden</translation>
    </message>
    <message>
        <source>cannot inspect the kept container %1</source>
        <translation>der aufbewahrte Container %1 kann nicht untersucht werden</translation>
    </message>
    <message>
        <source>the kept container %1 of this session has no bootstrap nonce: remove it (docker rm %1) to start afresh, or finish the task</source>
        <translation>der aufbewahrte Container %1 dieser Sitzung hat keine Bootstrap-Nonce: ihn entfernen (docker rm %1), um neu anzufangen, oder die Aufgabe abschließen</translation>
    </message>
    <message>
        <source>cannot make a scratch folder to pack the worktree: %1</source>
        <translation>zum Packen des Worktrees kann kein Arbeitsordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>tar did not finish in %1 s</source>
        <translation>tar wurde nicht innerhalb von %1 s fertig</translation>
    </message>
    <message>
        <source>tar exited with code %1 (%2): %3</source>
        <translation>tar wurde mit Code %1 beendet (%2): %3</translation>
    </message>
    <message>
        <source>cannot pack the worktree %1 to copy it in: %2</source>
        <translation>der Worktree %1 kann nicht zum Hineinkopieren gepackt werden: %2</translation>
    </message>
    <message>
        <source>cannot copy the worktree %1 into the container</source>
        <translation>der Worktree %1 kann nicht in den Container kopiert werden</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
</context>
<context>
    <name>DockerInstanceCreationWords</name>
    <message>
        <source>no settings</source>
        <translation>keine Einstellungen</translation>
    </message>
    <message>
        <source>Check the Docker engine</source>
        <translation>Docker-Engine prüfen</translation>
    </message>
    <message>
        <source>the Docker executor&apos;s settings cannot be read: %1</source>
        <translation>die Einstellungen der Docker-Ausführung können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: image %2, %3, %4%5</source>
        <translation>%1: Image %2, %3, %4%5</translation>
    </message>
    <message>
        <source>(none: the profile&apos;s)</source>
        <translation>(keins: das des Profils)</translation>
    </message>
    <message numerus="yes">
        <source>%n environment variable(s)</source>
        <translation>
            <numerusform>%n Umgebungsvariable</numerusform>
            <numerusform>%n Umgebungsvariablen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s)</source>
        <translation>
            <numerusform>%n Einhängepunkt</numerusform>
            <numerusform>%n Einhängepunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>, user %1</source>
        <translation>, Benutzer %1</translation>
    </message>
    <message>
        <source>%1 names no image (building one from its build or dockerFile is not supported): add &quot;image&quot; to it or give the executor an image</source>
        <translation>%1 nennt kein Image (eins aus seinem build oder dockerFile zu bauen, wird nicht unterstützt): „image“ darin ergänzen oder der Ausführung ein Image geben</translation>
    </message>
    <message>
        <source>the Docker executor has no image: give it one (Settings ▸ Executors, or kandesk executor add --image)</source>
        <translation>die Docker-Ausführung hat kein Image: ihr eins geben (Einstellungen ▸ Ausführungsprofile oder kandesk executor add --image)</translation>
    </message>
    <message>
        <source>cannot reach the Docker engine</source>
        <translation>die Docker-Engine ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the executor asks for bridge networking, but the Docker engine at %1 has no bridge network (its dockerd runs with --bridge none): set the executor&apos;s network to host or auto</source>
        <translation>die Ausführung verlangt Bridge-Netzwerk, aber die Docker-Engine unter %1 hat kein Bridge-Netzwerk (ihr dockerd läuft mit --bridge none): das Netzwerk der Ausführung auf host oder auto stellen</translation>
    </message>
    <message>
        <source>Docker engine %1 at %2%3</source>
        <translation>Docker-Engine %1 unter %2%3</translation>
    </message>
    <message>
        <source> (another machine&apos;s files: the worktree is copied in)</source>
        <translation> (Dateien eines anderen Rechners: der Worktree wird hineinkopiert)</translation>
    </message>
    <message>
        <source>network: the engine&apos;s bridge, agentctl&apos;s ports published on 127.0.0.1</source>
        <translation>Netzwerk: die Bridge der Engine, Ports von agentctl auf 127.0.0.1 veröffentlicht</translation>
    </message>
    <message>
        <source>network: the host&apos;s</source>
        <translation>Netzwerk: das des Hosts</translation>
    </message>
    <message>
        <source>network: the host&apos;s (the engine has no bridge network)</source>
        <translation>Netzwerk: das des Hosts (die Engine hat kein Bridge-Netzwerk)</translation>
    </message>
    <message>
        <source>Check the image %1</source>
        <translation>Image %1 prüfen</translation>
    </message>
    <message>
        <source>cannot look the image up</source>
        <translation>das Image kann nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <source>not on this engine: pulling %1</source>
        <translation>nicht auf dieser Engine: %1 wird geladen</translation>
    </message>
    <message>
        <source>the image %1 is missing and cannot be pulled: %2</source>
        <translation>das Image %1 fehlt und kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>Create the container</source>
        <translation>Container anlegen</translation>
    </message>
    <message>
        <source>remoteUser %1 of %2: the agent runs as uid %3, gid %4 (yours), so the files it writes in the worktree are yours</source>
        <translation>remoteUser %1 von %2: Der Agent läuft als UID %3, GID %4 (die eigenen), daher gehören die Dateien, die er im Worktree schreibt, dem eigenen Benutzer</translation>
    </message>
    <message>
        <source>%1 kept with this session&apos;s work (the engine has its own files): the session goes on in it</source>
        <translation>%1 mit der Arbeit dieser Sitzung aufbewahrt (die Engine hat eigene Dateien): Die Sitzung geht darin weiter</translation>
    </message>
    <message>
        <source>removed %1, left of this session before</source>
        <translation>%1 entfernt, ein Überrest dieser Sitzung</translation>
    </message>
    <message>
        <source>cannot create the container</source>
        <translation>der Container kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 (%2), worktree %3 copied in at the same path</source>
        <translation>%1 (%2), Worktree %3 unter demselben Pfad hineinkopiert</translation>
    </message>
    <message>
        <source>%1 (%2), worktree %3 mounted at the same path</source>
        <translation>%1 (%2), Worktree %3 unter demselben Pfad eingehängt</translation>
    </message>
    <message>
        <source>Copy agentctl in</source>
        <translation>agentctl hineinkopieren</translation>
    </message>
    <message>
        <source>Kandesk&apos;s portable agentctl is missing (%1): reinstall Kandesk (its package puts it in libexec/kandesk/portable), or build the agentctl_portable target of a build tree</source>
        <translation>Das portable agentctl von Kandesk fehlt (%1): Kandesk neu installieren (sein Paket legt es in libexec/kandesk/portable ab) oder das Ziel agentctl_portable eines Build-Baums bauen</translation>
    </message>
    <message>
        <source>cannot copy agentctl into the container</source>
        <translation>agentctl kann nicht in den Container kopiert werden</translation>
    </message>
    <message>
        <source>Start agentctl</source>
        <translation>agentctl starten</translation>
    </message>
    <message>
        <source>cannot start the container</source>
        <translation>der Container kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>cannot give the worktree&apos;s copy to the remoteUser %1</source>
        <translation>die Kopie des Worktrees kann nicht dem remoteUser %1 übergeben werden</translation>
    </message>
    <message>
        <source>agentctl did not start inside the container (the image&apos;s C library: %1): %2%3</source>
        <translation>agentctl ist im Container nicht gestartet (die C-Bibliothek des Images: %1): %2%3</translation>
    </message>
    <message>
        <source>; its output: </source>
        <translation>; seine Ausgabe: </translation>
    </message>
    <message>
        <source>agentctl in the container is not healthy on port %1: %2</source>
        <translation>agentctl im Container ist auf Port %1 nicht bereit: %2</translation>
    </message>
    <message>
        <source>agentctl in the container refused the bootstrap handshake: %1</source>
        <translation>agentctl im Container hat den Bootstrap-Handshake abgelehnt: %1</translation>
    </message>
    <message>
        <source>agentctl listening on the container&apos;s port %1, published on 127.0.0.1:%2 (bridge network; the agent&apos;s port %3 on 127.0.0.1:%4)</source>
        <translation>agentctl lauscht auf Port %1 des Containers, veröffentlicht auf 127.0.0.1:%2 (Bridge-Netzwerk; Port %3 des Agenten auf 127.0.0.1:%4)</translation>
    </message>
    <message>
        <source>agentctl listening on 127.0.0.1:%1 (host network)</source>
        <translation>agentctl lauscht auf 127.0.0.1:%1 (Host-Netzwerk)</translation>
    </message>
    <message>
        <source>Run postCreateCommand</source>
        <translation>postCreateCommand ausführen</translation>
    </message>
    <message>
        <source>ran when %1 was created</source>
        <translation>ausgeführt, als %1 angelegt wurde</translation>
    </message>
    <message>
        <source>postCreateCommand of %1 did not finish in %2 s</source>
        <translation>postCreateCommand von %1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>postCreateCommand of %1 failed (exit code %2)%3</source>
        <translation>postCreateCommand von %1 ist fehlgeschlagen (Exit-Code %2)%3</translation>
    </message>
    <message>
        <source>Create agent instance</source>
        <translation>Agenteninstanz anlegen</translation>
    </message>
    <message>
        <source>agentctl could not create the agent instance: %1</source>
        <translation>agentctl konnte die Agenteninstanz nicht anlegen: %1</translation>
    </message>
    <message>
        <source>agentctl in the container put the agent instance on port %1, not on the published port %2</source>
        <translation>agentctl im Container hat die Agenteninstanz auf Port %1 gelegt, nicht auf den veröffentlichten Port %2</translation>
    </message>
</context>
<context>
    <name>DockerReattachWords</name>
    <message>
        <source>its container %1 is gone</source>
        <translation>sein Container %1 ist weg</translation>
    </message>
    <message>
        <source>container %1: %2</source>
        <translation>Container %1: %2</translation>
    </message>
    <message>
        <source>agentctl in container %1 does not answer on 127.0.0.1:%2: %3</source>
        <translation>agentctl in Container %1 antwortet nicht auf 127.0.0.1:%2: %3</translation>
    </message>
</context>
<context>
    <name>DockerSettingsWords</name>
    <message>
        <source>the mount&apos;s source is missing</source>
        <translation>die Quelle des Einhängepunkts fehlt</translation>
    </message>
    <message>
        <source>the mount&apos;s destination is missing</source>
        <translation>das Ziel des Einhängepunkts fehlt</translation>
    </message>
    <message>
        <source>the mount&apos;s source &quot;%1&quot; has a control character (a line break?)</source>
        <translation>die Quelle „%1“ des Einhängepunkts enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the mount&apos;s destination &quot;%1&quot; has a control character (a line break?)</source>
        <translation>das Ziel „%1“ des Einhängepunkts enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the mount&apos;s source must be an absolute path, got &quot;%1&quot;</source>
        <translation>die Quelle des Einhängepunkts muss ein absoluter Pfad sein, angegeben war „%1“</translation>
    </message>
    <message>
        <source>the mount&apos;s destination must be an absolute path, got &quot;%1&quot;</source>
        <translation>das Ziel des Einhängepunkts muss ein absoluter Pfad sein, angegeben war „%1“</translation>
    </message>
    <message>
        <source>the mount&apos;s source &quot;%1&quot; has a comma, which Docker&apos;s mount syntax cannot carry</source>
        <translation>die Quelle „%1“ des Einhängepunkts enthält ein Komma, das die Mount-Syntax von Docker nicht darstellen kann</translation>
    </message>
    <message>
        <source>the mount&apos;s destination &quot;%1&quot; has a comma, which Docker&apos;s mount syntax cannot carry</source>
        <translation>das Ziel „%1“ des Einhängepunkts enthält ein Komma, das die Mount-Syntax von Docker nicht darstellen kann</translation>
    </message>
    <message>
        <source>the mount &quot;%1&quot; is not SOURCE:DESTINATION or SOURCE:DESTINATION:ro (both absolute paths, without colons)</source>
        <translation>der Einhängepunkt „%1“ ist nicht SOURCE:DESTINATION oder SOURCE:DESTINATION:ro (beides absolute Pfade, ohne Doppelpunkte)</translation>
    </message>
    <message>
        <source>the mount &quot;%1&quot; ends in &quot;%2&quot;; only :ro (read-only) or :rw may follow the destination</source>
        <translation>der Einhängepunkt „%1“ endet auf „%2“; auf das Ziel darf nur :ro (schreibgeschützt) oder :rw folgen</translation>
    </message>
    <message>
        <source>the mount &quot;%1&quot; has no destination: write SOURCE:DESTINATION, e.g. %2:/data</source>
        <translation>der Einhängepunkt „%1“ hat kein Ziel: schreiben Sie SOURCE:DESTINATION, z. B. %2:/data</translation>
    </message>
    <message>
        <source>the mount &quot;%1&quot; would cover the container&apos;s whole file system (destination /)</source>
        <translation>der Einhängepunkt „%1“ würde das gesamte Dateisystem des Containers überdecken (Ziel /)</translation>
    </message>
    <message>
        <source>the memory limit &quot;%1&quot; is not a size such as 512m, 2g or 1.5GiB</source>
        <translation>die Speichergrenze „%1“ ist keine Größe wie 512m, 2g oder 1.5GiB</translation>
    </message>
    <message>
        <source>the memory limit &quot;%1&quot; has an unknown unit &quot;%2&quot; (use b, k, m, g or t): give a size such as 512m, 2g or 1.5GiB</source>
        <translation>die Speichergrenze „%1“ hat eine unbekannte Einheit „%2“ (b, k, m, g oder t verwenden): geben Sie eine Größe wie 512m, 2g oder 1.5GiB an</translation>
    </message>
    <message>
        <source>the memory limit &quot;%1&quot; is too large</source>
        <translation>die Speichergrenze „%1“ ist zu groß</translation>
    </message>
    <message>
        <source>the memory limit &quot;%1&quot; is below Docker&apos;s minimum of 6 MiB</source>
        <translation>die Speichergrenze „%1“ liegt unter dem Minimum von Docker (6 MiB)</translation>
    </message>
    <message>
        <source>the CPU limit &quot;%1&quot; is not a positive number of CPUs such as 2 or 0.5</source>
        <translation>die CPU-Grenze „%1“ ist keine positive Anzahl von CPUs wie 2 oder 0.5</translation>
    </message>
    <message>
        <source>the CPU limit &quot;%1&quot; is below 0.01 CPUs, the smallest Docker accepts</source>
        <translation>die CPU-Grenze „%1“ liegt unter 0.01 CPUs, dem kleinsten Wert, den Docker annimmt</translation>
    </message>
    <message>
        <source>the CPU limit &quot;%1&quot; is more CPUs than any machine has</source>
        <translation>die CPU-Grenze „%1“ ist mehr CPUs, als irgendein Rechner hat</translation>
    </message>
    <message>
        <source>a Docker executor needs an image, or to take it from the repository&apos;s devcontainer.json</source>
        <translation>eine Docker-Ausführung braucht ein Image oder muss es aus der devcontainer.json des Repositorys übernehmen</translation>
    </message>
    <message>
        <source>the image &quot;%1&quot; starts with a dash (docker would read it as an option)</source>
        <translation>das Image „%1“ beginnt mit einem Bindestrich (docker würde es als Option lesen)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an image reference (like debian:bookworm or registry.example.org/team/image:tag)</source>
        <translation>„%1“ ist keine Image-Referenz (wie debian:bookworm oder registry.example.org/team/image:tag)</translation>
    </message>
    <message>
        <source>the CPU limit must be a positive number of CPUs</source>
        <translation>die CPU-Grenze muss eine positive Anzahl von CPUs sein</translation>
    </message>
    <message>
        <source>the memory limit is below Docker&apos;s minimum of 6 MiB</source>
        <translation>die Speichergrenze liegt unter dem Minimum von Docker (6 MiB)</translation>
    </message>
    <message>
        <source>the network &quot;%1&quot; is not one Kandesk can reach its agent through (auto, host or bridge)</source>
        <translation>über das Netzwerk „%1“ kann Kandesk seinen Agenten nicht erreichen (auto, host oder bridge)</translation>
    </message>
</context>
<context>
    <name>ElicitationFormWords</name>
    <message>
        <source>%1 is at least %2.</source>
        <translation>%1 ist mindestens %2.</translation>
    </message>
    <message>
        <source>%1 is at most %2.</source>
        <translation>%1 ist höchstens %2.</translation>
    </message>
    <message>
        <source>%1 is a text.</source>
        <translation>%1 ist ein Text.</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs at least %n character(s).</source>
        <translation>
            <numerusform>%1 braucht mindestens %n Zeichen.</numerusform>
            <numerusform>%1 braucht mindestens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes at most %n character(s).</source>
        <translation>
            <numerusform>%1 darf höchstens %n Zeichen haben.</numerusform>
            <numerusform>%1 darf höchstens %n Zeichen haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a number.</source>
        <translation>%1 ist eine Zahl.</translation>
    </message>
    <message>
        <source>%1 is a whole number.</source>
        <translation>%1 ist eine ganze Zahl.</translation>
    </message>
    <message>
        <source>%1 is yes or no.</source>
        <translation>%1 ist Ja oder Nein.</translation>
    </message>
    <message>
        <source>%1 is one of: %2.</source>
        <translation>%1 ist eines von: %2.</translation>
    </message>
    <message>
        <source>%1 takes only: %2.</source>
        <translation>%1 erlaubt nur: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 needs at least %n chosen.</source>
        <translation>
            <numerusform>Für %1 muss mindestens %n Eintrag gewählt sein.</numerusform>
            <numerusform>Für %1 müssen mindestens %n Einträge gewählt sein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes at most %n chosen.</source>
        <translation>
            <numerusform>Für %1 darf höchstens %n Eintrag gewählt sein.</numerusform>
            <numerusform>Für %1 dürfen höchstens %n Einträge gewählt sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a whole number, at least %1</source>
        <translation>eine ganze Zahl, mindestens %1</translation>
    </message>
    <message>
        <source>a number, at least %1</source>
        <translation>eine Zahl, mindestens %1</translation>
    </message>
    <message>
        <source>a whole number, at most %1</source>
        <translation>eine ganze Zahl, höchstens %1</translation>
    </message>
    <message>
        <source>a number, at most %1</source>
        <translation>eine Zahl, höchstens %1</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 ist erforderlich.</translation>
    </message>
</context>
<context>
    <name>ElicitationQuestions</name>
    <message>
        <source>; several with commas</source>
        <translation>; mehrere durch Kommas getrennt</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 ist erforderlich.</translation>
    </message>
</context>
<context>
    <name>EnvComposerWords</name>
    <message>
        <source>profile variable %1 refers to secret &quot;%2&quot; but no secret store is configured</source>
        <translation>die Profilvariable %1 verweist auf das Geheimnis „%2“, aber es ist kein Geheimnisspeicher eingerichtet</translation>
    </message>
    <message>
        <source>profile variable %1 refers to secret &quot;%2&quot;, which is unavailable: %3</source>
        <translation>die Profilvariable %1 verweist auf das Geheimnis „%2“, das nicht verfügbar ist: %3</translation>
    </message>
    <message>
        <source>resolve execution profile %1</source>
        <translation>Ausführungsprofil %1 auflösen</translation>
    </message>
    <message>
        <source>%1 from %2 needs a secret store</source>
        <translation>%1 aus %2 braucht einen Geheimnisspeicher</translation>
    </message>
    <message>
        <source>resolve %1 from %2: %3</source>
        <translation>%1 aus %2 auflösen: %3</translation>
    </message>
    <message>
        <source>the agent profile&apos;s model</source>
        <translation>das Modell des Agentenprofils</translation>
    </message>
    <message>
        <source>the agent profile&apos;s auto-approve setting</source>
        <translation>die Einstellung zum automatischen Genehmigen des Agentenprofils</translation>
    </message>
    <message>
        <source>the managed Go build cache</source>
        <translation>der verwaltete Go-Build-Cache</translation>
    </message>
    <message>
        <source>Kandesk&apos;s managed credentials</source>
        <translation>die von Kandesk verwalteten Zugangsdaten</translation>
    </message>
    <message>
        <source>environment variable %1 is set by both %2 and %3; remove one of them</source>
        <translation>die Umgebungsvariable %1 wird sowohl von %2 als auch von %3 gesetzt; eine davon entfernen</translation>
    </message>
    <message>
        <source>the wake payload (%1 bytes) is too large for the environment and there is no workspace to write it to</source>
        <translation>die Weck-Nutzlast (%1 Bytes) ist zu groß für die Umgebung, und es gibt keinen Arbeitsbereich, in den sie geschrieben werden kann</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the wake payload to %1: %2</source>
        <translation>die Weck-Nutzlast kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ExecIntoWords</name>
    <message>
        <source>No program to run</source>
        <translation>Kein Programm zum Ausführen</translation>
    </message>
    <message>
        <source>%1 is not an executable program</source>
        <translation>%1 ist kein ausführbares Programm</translation>
    </message>
    <message>
        <source>The folder %1 cannot be entered</source>
        <translation>In den Ordner %1 kann nicht gewechselt werden</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>ExecutionStoreWords</name>
    <message>
        <source>an execution needs an id</source>
        <translation>eine Ausführung braucht eine ID</translation>
    </message>
    <message>
        <source>execution %1 is already registered</source>
        <translation>Ausführung %1 ist bereits registriert</translation>
    </message>
    <message>
        <source>session &quot;%1&quot; already has execution %2</source>
        <translation>Sitzung „%1“ hat bereits Ausführung %2</translation>
    </message>
</context>
<context>
    <name>ExecutorBackendWords</name>
    <message>
        <source>the %1 runtime ends with the Kandesk that ran it: execution %2 cannot be taken back, its session is resumed instead</source>
        <translation>die Laufzeit %1 endet mit dem Kandesk, das sie ausgeführt hat: Ausführung %2 kann nicht zurückgeholt werden, stattdessen wird ihre Sitzung fortgesetzt</translation>
    </message>
    <message>
        <source>no runtime configured: executor type &quot;%1&quot; needs the %2 runtime, which is not available</source>
        <translation>keine Laufzeit eingerichtet: der Ausführungstyp „%1“ braucht die Laufzeit %2, die nicht verfügbar ist</translation>
    </message>
</context>
<context>
    <name>ExecutorCommands</name>
    <message>
        <source>--type is missing (known types: ssh, docker)</source>
        <translation>--type fehlt (bekannte Typen: ssh, docker)</translation>
    </message>
    <message>
        <source>unknown executor type &quot;%1&quot; (known: ssh, docker)</source>
        <translation>unbekannter Ausführungstyp „%1“ (bekannt: ssh, docker)</translation>
    </message>
    <message>
        <source>--name is missing</source>
        <translation>--name fehlt</translation>
    </message>
    <message>
        <source>--host is missing</source>
        <translation>--host fehlt</translation>
    </message>
    <message>
        <source>--port wants a number from 1 to 65535, got &quot;%1&quot;</source>
        <translation>--port erwartet eine Zahl von 1 bis 65535, erhalten: „%1“</translation>
    </message>
    <message>
        <source>: the profile was stored but cannot be read back: </source>
        <translation>: das Profil wurde gespeichert, kann aber nicht wieder gelesen werden: </translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>Added executor profile %1 (ssh %2, remote directory %3).</source>
        <translation>Ausführungsprofil %1 hinzugefügt (ssh %2, entferntes Verzeichnis %3).</translation>
    </message>
    <message>
        <source>Note: %1 does not exist yet; the host&apos;s key must be in it before Kandesk can connect (host keys are checked strictly).</source>
        <translation>Hinweis: %1 existiert noch nicht; der Schlüssel des Hosts muss darin stehen, bevor Kandesk sich verbinden kann (Host-Schlüssel werden streng geprüft).</translation>
    </message>
    <message>
        <source>, built in</source>
        <translation>, integriert</translation>
    </message>
    <message>
        <source>  key %1</source>
        <translation>  Schlüssel %1</translation>
    </message>
    <message>
        <source>  known hosts %1</source>
        <translation>  Known-Hosts-Datei %1</translation>
    </message>
    <message>
        <source>: no executor profile named &quot;%1&quot; (kandesk executor list shows them)</source>
        <translation>: kein Ausführungsprofil namens „%1“ (kandesk executor list zeigt sie an)</translation>
    </message>
    <message>
        <source>: %1 is built in and cannot be deleted</source>
        <translation>: %1 ist integriert und kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>: %1 not deleted: %2</source>
        <translation>: %1 nicht gelöscht: %2</translation>
    </message>
    <message>
        <source>Deleted executor profile %1.</source>
        <translation>Ausführungsprofil %1 gelöscht.</translation>
    </message>
    <message>
        <source>: %1 is not an SSH executor: it has no host key to trust</source>
        <translation>: %1 ist keine SSH-Ausführung: es gibt keinen Host-Schlüssel, dem vertraut werden könnte</translation>
    </message>
    <message>
        <source>Not trusted yet: run it again with --yes once the fingerprint is the host&apos;s.</source>
        <translation>Noch nicht vertraut: erneut mit --yes ausführen, sobald der Fingerabdruck sicher der des Hosts ist.</translation>
    </message>
    <message>
        <source>Trusted: the key is in %1.</source>
        <translation>Vertraut: der Schlüssel steht in %1.</translation>
    </message>
    <message>
        <source>kandesk executor: unknown command &quot;%1&quot; (known: add, list, delete, trust)</source>
        <translation>kandesk executor: unbekannter Befehl „%1“ (bekannt: add, list, delete, trust)</translation>
    </message>
</context>
<context>
    <name>ExecutorNameWords</name>
    <message>
        <source>an executor profile needs a name</source>
        <translation>ein Ausführungsprofil braucht einen Namen</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; starts or ends with spaces</source>
        <translation>der Name „%1“ beginnt oder endet mit Leerzeichen</translation>
    </message>
    <message>
        <source>the name has a control character (a line break?)</source>
        <translation>der Name enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the name is %1 characters long; at most %2 please</source>
        <translation>der Name ist %1 Zeichen lang; bitte höchstens %2</translation>
    </message>
</context>
<context>
    <name>ExecutorProfileRowWords</name>
    <message>
        <source>an executor profile named &quot;%1&quot; exists already</source>
        <translation>ein Ausführungsprofil namens „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>no %1 executor profile &quot;%2&quot;</source>
        <translation>kein %1-Ausführungsprofil „%2“</translation>
    </message>
</context>
<context>
    <name>ExecutorsRunningTableWords</name>
    <message>
        <source>no execution is registered for session %1</source>
        <translation>für die Sitzung %1 ist keine Ausführung registriert</translation>
    </message>
    <message>
        <source>an execution registration needs a session id</source>
        <translation>eine Registrierung einer Ausführung braucht eine Sitzungs-ID</translation>
    </message>
</context>
<context>
    <name>ForgeAccess</name>
    <message>
        <source>No GitLab token for %1: create a personal access token with the api scope there and store it as the secret GITLAB_TOKEN (Settings ▸ Secrets, or kandesk secret set GITLAB_TOKEN)</source>
        <translation>Kein GitLab-Token für %1: dort ein persönliches Zugriffstoken mit dem Scope api erstellen und als Geheimnis GITLAB_TOKEN speichern (Einstellungen ▸ Geheimnisse oder kandesk secret set GITLAB_TOKEN)</translation>
    </message>
    <message>
        <source>“%1” has no merge request yet</source>
        <translation>„%1“ hat noch keinen Merge-Request</translation>
    </message>
    <message>
        <source>“%1” has no pull request yet</source>
        <translation>„%1“ hat noch keinen Pull-Request</translation>
    </message>
    <message>
        <source>“%1” has no repository to ask %2 about</source>
        <translation>„%1“ hat kein Repository, nach dem %2 gefragt werden könnte</translation>
    </message>
</context>
<context>
    <name>ForgeChecksWords</name>
    <message>
        <source>no checks</source>
        <translation>keine Checks</translation>
    </message>
    <message>
        <source>%1 of %2 failing: %3</source>
        <translation>%1 von %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 of %2 running</source>
        <translation>%1 von %2 laufen</translation>
    </message>
    <message>
        <source>%1 passing</source>
        <translation>%1 erfolgreich</translation>
    </message>
</context>
<context>
    <name>GitCommandWords</name>
    <message>
        <source>cannot run git: %1</source>
        <translation>git kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>git %1 did not finish within %2 s</source>
        <translation>git %1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>git %1 crashed</source>
        <translation>git %1 ist abgestürzt</translation>
    </message>
    <message>
        <source>git %1 failed: %2</source>
        <translation>git %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>GitCommitWords</name>
    <message>
        <source>git does not know who you are: set user.name and user.email (git config --global user.name &quot;Your Name&quot;; git config --global user.email you@example.com)</source>
        <translation>git weiß nicht, wer Sie sind: user.name und user.email setzen (git config --global user.name &quot;Your Name&quot;; git config --global user.email you@example.com)</translation>
    </message>
    <message>
        <source>The commit message is empty</source>
        <translation>Die Commit-Nachricht ist leer</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is staged (%n changed file(s) are not): stage them all to commit them</source>
        <translation>
            <numerusform>Nichts ist gestagt (%n geänderte Datei ist es nicht): sie stagen, um sie zu committen</numerusform>
            <numerusform>Nichts ist gestagt (%n geänderte Dateien sind es nicht): alle stagen, um sie zu committen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to commit: the worktree has no changes</source>
        <translation>Nichts zu committen: Der Worktree hat keine Änderungen</translation>
    </message>
    <message>
        <source>Committed %1: %2</source>
        <translation>%1 committet: %2</translation>
    </message>
</context>
<context>
    <name>GitHubChecksWords</name>
    <message>
        <source>GitHub did not say which commit the pull request is at</source>
        <translation>GitHub hat nicht gemeldet, auf welchem Commit der Pull-Request steht</translation>
    </message>
</context>
<context>
    <name>GitHubClientWords</name>
    <message>
        <source>Could not reach GitHub at %1 (%2)</source>
        <translation>GitHub unter %1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>GitHub refused the token (401: %1); store a valid one as the secret GITHUB_TOKEN or run gh auth login</source>
        <translation>GitHub hat den Token abgelehnt (401: %1); einen gültigen als Geheimnis GITHUB_TOKEN speichern oder gh auth login ausführen</translation>
    </message>
    <message>
        <source>GitHub did not allow this (403: %1); the token may lack the repo scope</source>
        <translation>GitHub hat dies nicht erlaubt (403: %1); dem Token fehlt womöglich der Scope repo</translation>
    </message>
    <message>
        <source>GitHub does not know this repository, or the token cannot see it (404)</source>
        <translation>GitHub kennt dieses Repository nicht, oder der Token kann es nicht sehen (404)</translation>
    </message>
    <message>
        <source>GitHub will not merge it (405: %1): resolve its conflicts, wait for its required checks and reviews, or choose a method the repository allows</source>
        <translation>GitHub führt ihn nicht zusammen (405: %1): seine Konflikte lösen, auf seine erforderlichen Checks und Reviews warten oder eine Methode wählen, die das Repository erlaubt</translation>
    </message>
    <message>
        <source>GitHub refused (409: %1): the branch moved since it was read; look again and retry</source>
        <translation>GitHub hat abgelehnt (409: %1): Der Branch hat sich seit dem Lesen bewegt; erneut nachsehen und wiederholen</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: %2</source>
        <translation>GitHub hat mit HTTP %1 geantwortet: %2</translation>
    </message>
    <message>
        <source>GitHub&apos;s GraphQL API said: %1</source>
        <translation>Die GraphQL-API von GitHub meldet: %1</translation>
    </message>
    <message>
        <source>GitHub says a pull request for %1 already exists, but none is open</source>
        <translation>GitHub meldet, dass ein Pull-Request für %1 bereits existiert, aber keiner ist offen</translation>
    </message>
</context>
<context>
    <name>GitHubIssuesWords</name>
    <message>
        <source>%1 is a pull request, not an issue</source>
        <translation>%1 ist ein Pull-Request, kein Issue</translation>
    </message>
</context>
<context>
    <name>GitHubRemoteWords</name>
    <message>
        <source>%1 does not look like a GitHub remote (host/owner/repository)</source>
        <translation>%1 sieht nicht wie ein GitHub-Remote aus (Host/Besitzer/Repository)</translation>
    </message>
</context>
<context>
    <name>GitHubReviewsWords</name>
    <message>
        <source>“%1” names no GitHub comment</source>
        <translation>„%1“ benennt keinen GitHub-Kommentar</translation>
    </message>
</context>
<context>
    <name>GitHubTokenWords</name>
    <message>
        <source>the GitHub CLI (gh) is not installed</source>
        <translation>die GitHub CLI (gh) ist nicht installiert</translation>
    </message>
    <message>
        <source>gh auth token did not answer</source>
        <translation>gh auth token hat nicht geantwortet</translation>
    </message>
    <message>
        <source>gh is not signed in to %1</source>
        <translation>gh ist nicht bei %1 angemeldet</translation>
    </message>
    <message>
        <source>No GitHub token for %1: store one as the secret GITHUB_TOKEN (Settings → Secrets, or kandesk secret set GITHUB_TOKEN), or sign in with the GitHub CLI (gh auth login)</source>
        <translation>Kein GitHub-Token für %1: einen als Geheimnis GITHUB_TOKEN speichern (Einstellungen → Geheimnisse oder kandesk secret set GITHUB_TOKEN) oder mit der GitHub CLI anmelden (gh auth login)</translation>
    </message>
</context>
<context>
    <name>GitLabClientWords</name>
    <message>
        <source>Could not reach GitLab at %1 (%2)</source>
        <translation>GitLab unter %1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>GitLab refused the token (401: %1); store a valid one as the secret GITLAB_TOKEN (a personal access token with the api scope)</source>
        <translation>GitLab hat den Token abgelehnt (401: %1); einen gültigen als Geheimnis GITLAB_TOKEN speichern (ein persönlicher Zugriffstoken mit dem Scope api)</translation>
    </message>
    <message>
        <source>GitLab did not allow this (403: %1); the token may lack the api scope</source>
        <translation>GitLab hat dies nicht erlaubt (403: %1); dem Token fehlt womöglich der Scope api</translation>
    </message>
    <message>
        <source>GitLab does not know this project, or the token cannot see it (404)</source>
        <translation>GitLab kennt dieses Projekt nicht, oder der Token kann es nicht sehen (404)</translation>
    </message>
    <message>
        <source>GitLab will not merge it (%1: %2): resolve its conflicts, wait for its pipeline and approvals, or check the project&apos;s merge settings</source>
        <translation>GitLab führt ihn nicht zusammen (%1: %2): seine Konflikte lösen, auf seine Pipeline und Genehmigungen warten oder die Merge-Einstellungen des Projekts prüfen</translation>
    </message>
    <message>
        <source>GitLab refused (409: %1)</source>
        <translation>GitLab hat abgelehnt (409: %1)</translation>
    </message>
    <message>
        <source>GitLab answered HTTP %1: %2</source>
        <translation>GitLab hat mit HTTP %1 geantwortet: %2</translation>
    </message>
    <message>
        <source>GitLab says a merge request for %1 exists, but none is open</source>
        <translation>GitLab meldet, dass ein Merge-Request für %1 existiert, aber keiner ist offen</translation>
    </message>
</context>
<context>
    <name>GitLabForgeWords</name>
    <message>
        <source>stage %1</source>
        <translation>Stage %1</translation>
    </message>
    <message>
        <source>failed, allowed to fail</source>
        <translation>fehlgeschlagen, Fehlschlag erlaubt</translation>
    </message>
    <message>
        <source>“%1” names no GitLab discussion</source>
        <translation>„%1“ benennt keine GitLab-Diskussion</translation>
    </message>
</context>
<context>
    <name>GitLabProjectWords</name>
    <message>
        <source>%1 does not look like a GitLab remote (host/group/project)</source>
        <translation>%1 sieht nicht wie ein GitLab-Remote aus (Host/Gruppe/Projekt)</translation>
    </message>
</context>
<context>
    <name>GitMergeWords</name>
    <message>
        <source>Branch &quot;%1&quot; not found in %2</source>
        <translation>Branch „%1“ nicht gefunden in %2</translation>
    </message>
    <message>
        <source>git merge-base failed: %1</source>
        <translation>git merge-base ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 is checked out in %2 with uncommitted changes; commit or stash them there first (nothing was merged)</source>
        <translation>%1 ist in %2 mit nicht committeten Änderungen ausgecheckt; sie dort zuerst committen oder stashen (es wurde nichts zusammengeführt)</translation>
    </message>
    <message>
        <source>%1 already contains %2; nothing to merge</source>
        <translation>%1 enthält %2 bereits; nichts zusammenzuführen</translation>
    </message>
    <message numerus="yes">
        <source>%1 conflicts with %2 in %n file(s): %3. Nothing was changed; resolve it on the task branch (e.g. ask the agent to merge %2 into it) and merge again.</source>
        <translation>
            <numerusform>%1 steht mit %2 in %n Datei in Konflikt: %3. Es wurde nichts geändert; den Konflikt auf dem Branch der Aufgabe lösen (z. B. den Agenten bitten, %2 hineinzumergen) und erneut zusammenführen.</numerusform>
            <numerusform>%1 steht mit %2 in %n Dateien in Konflikt: %3. Es wurde nichts geändert; den Konflikt auf dem Branch der Aufgabe lösen (z. B. den Agenten bitten, %2 hineinzumergen) und erneut zusammenführen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not update %1 in %2 (nothing was merged): %3</source>
        <translation>%1 in %2 konnte nicht aktualisiert werden (es wurde nichts zusammengeführt): %3</translation>
    </message>
    <message>
        <source>%1 fast-forwarded into %2 (now at %3)</source>
        <translation>%1 per Fast-Forward in %2 übernommen (jetzt bei %3)</translation>
    </message>
    <message>
        <source>%1 squashed into %2 (now at %3)</source>
        <translation>%1 per Squash in %2 übernommen (jetzt bei %3)</translation>
    </message>
    <message>
        <source>%1 merged with a merge commit into %2 (now at %3)</source>
        <translation>%1 mit einem Merge-Commit in %2 zusammengeführt (jetzt bei %3)</translation>
    </message>
</context>
<context>
    <name>GitPushWords</name>
    <message>
        <source>The repository has no remote named %1 (or it cannot be reached)</source>
        <translation>Das Repository hat kein Remote namens %1 (oder es ist nicht erreichbar)</translation>
    </message>
    <message>
        <source>%1 refused git&apos;s credentials; sign in with git (a credential helper, an SSH key or gh auth login) and push again</source>
        <translation>%1 hat die Zugangsdaten von git abgelehnt; bei git anmelden (ein Credential-Helper, ein SSH-Schlüssel oder gh auth login) und erneut pushen</translation>
    </message>
    <message>
        <source>%1 has commits on %2 that the task branch lacks; bring them into the task branch first</source>
        <translation>%1 hat Commits auf %2, die dem Branch der Aufgabe fehlen; sie zuerst in den Branch der Aufgabe holen</translation>
    </message>
    <message>
        <source>Could not reach %1</source>
        <translation>%1 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Pushing %1 to %2 failed</source>
        <translation>Pushen von %1 nach %2 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The repository has no remote named %1</source>
        <translation>Das Repository hat kein Remote namens %1</translation>
    </message>
    <message>
        <source>No branch to push</source>
        <translation>Kein Branch zum Pushen</translation>
    </message>
    <message>
        <source>No branch to delete</source>
        <translation>Kein Branch zum Löschen</translation>
    </message>
</context>
<context>
    <name>GitSyncWords</name>
    <message>
        <source>git stopped: %1</source>
        <translation>git hat angehalten: %1</translation>
    </message>
    <message>
        <source>git could not update the branch: %1</source>
        <translation>git konnte den Branch nicht aktualisieren: %1</translation>
    </message>
    <message>
        <source>git rev-list said “%1”</source>
        <translation>git rev-list meldete „%1“</translation>
    </message>
    <message>
        <source>A %1 is already under way in %2: continue or abort it first</source>
        <translation>In %2 läuft bereits ein %1: ihn zuerst fortsetzen oder abbrechen</translation>
    </message>
    <message>
        <source>The worktree has uncommitted changes: commit them first, then update from the base</source>
        <translation>Der Worktree hat nicht committete Änderungen: sie zuerst committen, dann von der Basis aktualisieren</translation>
    </message>
    <message>
        <source>could not remember the branch&apos;s commit</source>
        <translation>der Commit des Branches konnte nicht gemerkt werden</translation>
    </message>
    <message>
        <source>No rebase or merge is under way in %1</source>
        <translation>In %1 läuft kein Rebase oder Merge</translation>
    </message>
    <message>
        <source>Still conflicted: %1 keeps conflict markers (&lt;&lt;&lt;&lt;&lt;&lt;&lt;, =======, &gt;&gt;&gt;&gt;&gt;&gt;&gt;). Resolve them, or abort.</source>
        <translation>Noch in Konflikt: %1 enthält weiterhin Konfliktmarkierungen (&lt;&lt;&lt;&lt;&lt;&lt;&lt;, =======, &gt;&gt;&gt;&gt;&gt;&gt;&gt;). Sie auflösen oder abbrechen.</translation>
    </message>
    <message>
        <source>No update from the base is under way in %1: nothing to abort</source>
        <translation>In %1 läuft keine Aktualisierung von der Basis: nichts abzubrechen</translation>
    </message>
    <message>
        <source>The %1 under way in %2 was not started by Kandesk: finish or abort it with git</source>
        <translation>Der in %2 laufende %1 wurde nicht von Kandesk gestartet: ihn mit git abschließen oder abbrechen</translation>
    </message>
    <message>
        <source>The branch was updated, but pushing it failed: %1</source>
        <translation>Der Branch wurde aktualisiert, aber das Pushen ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>GitWorktreesWords</name>
    <message>
        <source>No repository path given</source>
        <translation>Kein Repository-Pfad angegeben</translation>
    </message>
    <message>
        <source>Repository not found at %1</source>
        <translation>Kein Repository unter %1 gefunden</translation>
    </message>
    <message>
        <source>%1 is a file, not a repository folder</source>
        <translation>%1 ist eine Datei, kein Repository-Ordner</translation>
    </message>
    <message>
        <source>%1 is not a git repository</source>
        <translation>%1 ist kein git-Repository</translation>
    </message>
    <message>
        <source>%1 exists and is not a worktree of %2</source>
        <translation>%1 existiert und ist kein Worktree von %2</translation>
    </message>
    <message>
        <source>Base branch &quot;%1&quot; not found in %2</source>
        <translation>Basis-Branch „%1“ nicht gefunden in %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid branch name (check the branch template)</source>
        <translation>„%1“ ist kein gültiger Branch-Name (die Branch-Vorlage prüfen)</translation>
    </message>
    <message>
        <source>cannot create folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>cannot copy %1 into the worktree</source>
        <translation>%1 kann nicht in den Worktree kopiert werden</translation>
    </message>
    <message>
        <source>%1 has uncommitted changes; they would be lost</source>
        <translation>%1 hat nicht committete Änderungen; sie gingen verloren</translation>
    </message>
</context>
<context>
    <name>HomeBackupWords</name>
    <message>
        <source>%1 is not a Kandesk backup: %2</source>
        <translation>%1 ist keine Kandesk-Sicherung: %2</translation>
    </message>
    <message>
        <source>no backup file %1</source>
        <translation>keine Sicherungsdatei %1</translation>
    </message>
    <message>
        <source>its format is %1, this Kandesk reads %2</source>
        <translation>ihr Format ist %1, dieses Kandesk liest %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot fold the WAL of %1 into it: %2</source>
        <translation>das WAL von %1 kann nicht in die Datei übernommen werden: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <source>cannot prepare %1 from %2</source>
        <translation>%1 kann nicht aus %2 vorbereitet werden</translation>
    </message>
    <message>
        <source>cannot keep %1 as %2</source>
        <translation>%1 kann nicht als %2 aufbewahrt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot list the secrets: %1</source>
        <translation>die Geheimnisse können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was made by a newer Kandesk (schema version %2; this one knows %3): update Kandesk to restore it</source>
        <translation>%1 wurde von einem neueren Kandesk erstellt (Schemaversion %2; dieses kennt %3): aktualisieren Sie Kandesk, um sie wiederherzustellen</translation>
    </message>
    <message>
        <source>not restored, %1 is as it was: %2</source>
        <translation>nicht wiederhergestellt, %1 ist unverändert: %2</translation>
    </message>
    <message>
        <source>the database was restored but the secrets file was not: %1</source>
        <translation>die Datenbank wurde wiederhergestellt, die Datei der Geheimnisse aber nicht: %1</translation>
    </message>
</context>
<context>
    <name>HomeBackups</name>
    <message>
        <source>no open database of %1 to back up</source>
        <translation>keine geöffnete Datenbank von %1 zum Sichern</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the staged restore named no backup file</source>
        <translation>die vorgemerkte Wiederherstellung nennt keine Sicherungsdatei</translation>
    </message>
</context>
<context>
    <name>HomeMoveWords</name>
    <message>
        <source>Kandesk&apos;s home moved from %1 to %2; its npm agents are in %3 and its logs in %4.</source>
        <translation>Der Kandesk-Ordner wurde von %1 nach %2 verschoben; seine npm-Agenten liegen in %3, seine Protokolle in %4.</translation>
    </message>
    <message>
        <source>Kandesk&apos;s home stays at %1 for now: another Kandesk uses it. It moves to %2 at a start when none does.</source>
        <translation>Der Kandesk-Ordner bleibt vorerst in %1: Ein anderes Kandesk verwendet ihn. Er wird bei einem Start nach %2 verschoben, bei dem keines ihn verwendet.</translation>
    </message>
    <message>
        <source>Kandesk&apos;s home stays at %1: %2 is not empty.</source>
        <translation>Der Kandesk-Ordner bleibt in %1: %2 ist nicht leer.</translation>
    </message>
    <message>
        <source>Kandesk&apos;s home stays at %1: %2</source>
        <translation>Der Kandesk-Ordner bleibt in %1: %2</translation>
    </message>
    <message>
        <source>Kandesk&apos;s home stays at %1: it cannot be moved to %2 (%3).</source>
        <translation>Der Kandesk-Ordner bleibt in %1: Er kann nicht nach %2 verschoben werden (%3).</translation>
    </message>
</context>
<context>
    <name>HomeWords</name>
    <message>
        <source>no folder for Kandesk&apos;s data: set HOME or KANDESK_HOME</source>
        <translation>kein Ordner für die Daten von Kandesk: HOME oder KANDESK_HOME setzen</translation>
    </message>
    <message>
        <source>Kandesk&apos;s folder %1: %2</source>
        <translation>Kandesk-Ordner %1: %2</translation>
    </message>
</context>
<context>
    <name>IntegrationStoreWords</name>
    <message>
        <source>No connection %1</source>
        <translation>Keine Verbindung %1</translation>
    </message>
</context>
<context>
    <name>IssueCommands</name>
    <message>
        <source>no connection “%1” (kandesk integration list shows them)</source>
        <translation>keine Verbindung „%1“ (kandesk integration list zeigt sie an)</translation>
    </message>
    <message numerus="yes">
        <source>“%1” names %n connection(s): give more of the id</source>
        <translation>
            <numerusform>„%1“ passt zu %n Verbindung: mehr von der ID angeben</numerusform>
            <numerusform>„%1“ passt zu %n Verbindungen: mehr von der ID angeben</numerusform>
        </translation>
    </message>
    <message>
        <source>: --query and --jql search one connection: name it with --connection</source>
        <translation>: --query und --jql durchsuchen eine Verbindung: sie mit --connection angeben</translation>
    </message>
    <message>
        <source>: --limit takes a whole number from 1 to 500, not “%1”</source>
        <translation>: --limit erwartet eine ganze Zahl von 1 bis 500, nicht „%1“</translation>
    </message>
    <message>
        <source>  (imported before)</source>
        <translation>  (bereits importiert)</translation>
    </message>
    <message>
        <source>No issue matches.</source>
        <translation>Kein Issue passt.</translation>
    </message>
    <message>
        <source>commented</source>
        <translation>kommentiert</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>Told %1: %2.</source>
        <translation>%1 benachrichtigt: %2.</translation>
    </message>
    <message>
        <source>--auto-approve goes with --run</source>
        <translation>--auto-approve gehört zu --run</translation>
    </message>
    <message>
        <source>--run starts one task: import one issue by its reference</source>
        <translation>--run startet eine Aufgabe: ein Issue über seine Referenz importieren</translation>
    </message>
    <message>
        <source>--repo: no folder %1</source>
        <translation>--repo: kein Ordner %1</translation>
    </message>
    <message>
        <source>Task “%1” from %2</source>
        <translation>Aufgabe „%1“ aus %2</translation>
    </message>
    <message>
        <source>Imported “%1” from %2</source>
        <translation>„%1“ aus %2 importiert</translation>
    </message>
    <message>
        <source>%1 was imported before: task %2 “%3”</source>
        <translation>%1 wurde bereits importiert: Aufgabe %2 „%3“</translation>
    </message>
    <message>
        <source>Imported %1 as task %2 “%3”</source>
        <translation>%1 als Aufgabe %2 „%3“ importiert</translation>
    </message>
    <message>
        <source>kandesk integration: unknown command &quot;%1&quot; (known: list, add, test, delete)</source>
        <translation>kandesk integration: unbekannter Befehl „%1“ (bekannt: list, add, test, delete)</translation>
    </message>
    <message>
        <source>: --close-state goes with --close</source>
        <translation>: --close-state gehört zu --close</translation>
    </message>
    <message>
        <source>%1  %2  %3%4  (token: %5%6)%7</source>
        <translation>%1  %2  %3%4  (Token: %5%6)%7</translation>
    </message>
    <message>
        <source> at </source>
        <translation> auf </translation>
    </message>
    <message>
        <source>, e-mail: </source>
        <translation>, E-Mail: </translation>
    </message>
    <message>
        <source> closes issues</source>
        <translation> schließt Issues</translation>
    </message>
    <message>
        <source>No connections (kandesk integration add KIND).</source>
        <translation>Keine Verbindungen (kandesk integration add KIND).</translation>
    </message>
    <message>
        <source>: “%1” is no tracker Kandesk knows: github, gitlab, linear or jira</source>
        <translation>: „%1“ ist kein Tracker, den Kandesk kennt: github, gitlab, linear oder jira</translation>
    </message>
    <message>
        <source>Added %1 “%2” (%3); its token is read from the secret %4.</source>
        <translation>%1 „%2“ (%3) hinzugefügt; sein Token wird aus dem Geheimnis %4 gelesen.</translation>
    </message>
    <message>
        <source>Removed the connection “%1”.</source>
        <translation>Verbindung „%1“ entfernt.</translation>
    </message>
</context>
<context>
    <name>IssueIntake</name>
    <message>
        <source>The connection “%1” is %2&apos;s, not %3&apos;s</source>
        <translation>Die Verbindung „%1“ gehört zu %2, nicht zu %3</translation>
    </message>
    <message>
        <source>Jira needs a connection with its site first: kandesk integration add jira --site https://YOURS.atlassian.net (or Settings ▸ Integrations)</source>
        <translation>Jira braucht zuerst eine Verbindung mit seiner Site: kandesk integration add jira --site https://YOURS.atlassian.net (oder Einstellungen ▸ Integrationen)</translation>
    </message>
    <message>
        <source>%1 is from %2, which is none of this workspace&apos;s repositories</source>
        <translation>%1 stammt aus %2, das keines der Repositorys dieses Arbeitsbereichs ist</translation>
    </message>
    <message>
        <source>%1 names no repository</source>
        <translation>%1 nennt kein Repository</translation>
    </message>
    <message>
        <source>%1: say which repository to work in (--repo PATH)%2</source>
        <translation>%1: angeben, in welchem Repository gearbeitet werden soll (--repo PATH)%2</translation>
    </message>
    <message>
        <source>; the workspace has %1</source>
        <translation>; der Arbeitsbereich hat %1</translation>
    </message>
    <message>
        <source>no comment on %1: %2</source>
        <translation>kein Kommentar zu %1: %2</translation>
    </message>
    <message>
        <source>%1 stays open: %2</source>
        <translation>%1 bleibt offen: %2</translation>
    </message>
    <message>
        <source>“%1” is no tracker Kandesk knows: github, gitlab, linear or jira</source>
        <translation>„%1“ ist kein Tracker, den Kandesk kennt: github, gitlab, linear oder jira</translation>
    </message>
    <message>
        <source>A Jira connection needs its site (https://YOURS.atlassian.net)</source>
        <translation>Eine Jira-Verbindung braucht ihre Site (https://YOURS.atlassian.net)</translation>
    </message>
    <message>
        <source>“%1” is no site address</source>
        <translation>„%1“ ist keine Site-Adresse</translation>
    </message>
    <message>
        <source>Connected as %1</source>
        <translation>Verbunden als %1</translation>
    </message>
</context>
<context>
    <name>IssueTrackerWords</name>
    <message>
        <source>“%1” names no issue: write github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, linear:KEY-N or jira:KEY-N</source>
        <translation>„%1“ benennt kein Issue: github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, linear:KEY-N oder jira:KEY-N schreiben</translation>
    </message>
</context>
<context>
    <name>JiraClientWords</name>
    <message>
        <source>%1 is not a Jira issue (write jira:KEY-N)</source>
        <translation>%1 ist kein Jira-Issue (jira:KEY-N schreiben)</translation>
    </message>
    <message>
        <source>Could not reach Jira at %1 (%2)</source>
        <translation>Jira unter %1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>Jira refused the e-mail and API token (401): store valid ones as the secrets JIRA_EMAIL and JIRA_API_TOKEN</source>
        <translation>Jira hat die E-Mail-Adresse und den API-Token abgelehnt (401): gültige als Geheimnisse JIRA_EMAIL und JIRA_API_TOKEN speichern</translation>
    </message>
    <message>
        <source>Jira did not allow this (403: “%1”); the account may lack the permission</source>
        <translation>Jira hat dies nicht erlaubt (403: „%1“); dem Konto fehlt womöglich die Berechtigung</translation>
    </message>
    <message>
        <source>Jira has no issue %1, or the account cannot see it (404)</source>
        <translation>Jira hat kein Issue %1, oder das Konto kann es nicht sehen (404)</translation>
    </message>
    <message>
        <source>Jira found nothing there (404: “%1”)</source>
        <translation>Jira hat dort nichts gefunden (404: „%1“)</translation>
    </message>
    <message>
        <source>Jira refused the request (400: “%1”)</source>
        <translation>Jira hat die Anfrage abgelehnt (400: „%1“)</translation>
    </message>
    <message>
        <source>Jira answered HTTP %1: “%2”</source>
        <translation>Jira hat mit HTTP %1 geantwortet: „%2“</translation>
    </message>
    <message>
        <source>A comment on %1 needs some text</source>
        <translation>Ein Kommentar zu %1 braucht etwas Text</translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation>%1 (nach %2)</translation>
    </message>
    <message>
        <source>no transition to a done status</source>
        <translation>kein Übergang in einen Erledigt-Status</translation>
    </message>
    <message>
        <source>no transition or status “%1”</source>
        <translation>kein Übergang oder Status „%1“</translation>
    </message>
    <message>
        <source>Jira offers %1 for %2; its transitions are %3</source>
        <translation>Jira bietet %1 für %2; seine Übergänge sind %3</translation>
    </message>
</context>
<context>
    <name>LaunchPipelineWords</name>
    <message>
        <source>Retry agent start with fresh npm metadata</source>
        <translation>Agentenstart mit frischen npm-Metadaten wiederholen</translation>
    </message>
    <message>
        <source>The agent&apos;s npm package could not be resolved from the npm cache; retrying once online.</source>
        <translation>Das npm-Paket des Agenten konnte nicht aus dem npm-Cache aufgelöst werden; ein Versuch online folgt.</translation>
    </message>
    <message>
        <source>The start was stopped before %1 was ready.</source>
        <translation>Der Start wurde angehalten, bevor %1 bereit war.</translation>
    </message>
    <message>
        <source>the agent</source>
        <translation>der Agent</translation>
    </message>
    <message>
        <source>Send a prompt or retry to start it again.</source>
        <translation>Einen Prompt senden oder erneut versuchen, um ihn wieder zu starten.</translation>
    </message>
</context>
<context>
    <name>LaunchStagesWords</name>
    <message>
        <source>no runtime configured: no executor backends are registered</source>
        <translation>keine Laufzeit eingerichtet: Es sind keine Ausführungs-Backends registriert</translation>
    </message>
    <message>
        <source>session &quot;%1&quot; already has an agent running (execution %2)</source>
        <translation>Sitzung „%1“ hat bereits einen laufenden Agenten (Ausführung %2)</translation>
    </message>
    <message>
        <source>workspace resolution</source>
        <translation>des Auflösens des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>build launch environment</source>
        <translation>Startumgebung aufbauen</translation>
    </message>
    <message>
        <source>environment composition</source>
        <translation>der Zusammenstellung der Umgebung</translation>
    </message>
    <message>
        <source>environment preparation failed: %1</source>
        <translation>Vorbereitung der Umgebung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>environment preparation</source>
        <translation>der Vorbereitung der Umgebung</translation>
    </message>
    <message>
        <source>failed to create execution</source>
        <translation>Ausführung konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>runtime creation</source>
        <translation>des Anlegens der Laufzeit</translation>
    </message>
</context>
<context>
    <name>LaunchTypesWords</name>
    <message>
        <source>%1 has GIT_CONFIG_KEY/VALUE entries without GIT_CONFIG_COUNT</source>
        <translation>%1 hat GIT_CONFIG_KEY/VALUE-Einträge ohne GIT_CONFIG_COUNT</translation>
    </message>
    <message>
        <source>%1 has an invalid GIT_CONFIG_COUNT &quot;%2&quot;</source>
        <translation>%1 hat einen ungültigen GIT_CONFIG_COUNT „%2“</translation>
    </message>
    <message>
        <source>%1 declares %2 Git config entries but entry %3 is incomplete</source>
        <translation>%1 gibt %2 Git-Konfigurationseinträge an, aber Eintrag %3 ist unvollständig</translation>
    </message>
    <message>
        <source>%1 has %2 outside GIT_CONFIG_COUNT %3</source>
        <translation>%1 hat %2 außerhalb von GIT_CONFIG_COUNT %3</translation>
    </message>
    <message>
        <source>unsupported contribution destination version %1</source>
        <translation>nicht unterstützte Version %1 des Beitragsziels</translation>
    </message>
    <message>
        <source>unsupported contribution provider &quot;%1&quot;</source>
        <translation>nicht unterstützter Beitragsanbieter „%1“</translation>
    </message>
    <message>
        <source>contribution destination repositories need host, path and remote URL</source>
        <translation>Repositorys als Beitragsziel brauchen Host, Pfad und Remote-URL</translation>
    </message>
    <message>
        <source>compose legacy route environment</source>
        <translation>Umgebung der alten Route zusammenstellen</translation>
    </message>
    <message>
        <source>the base environment</source>
        <translation>die Basisumgebung</translation>
    </message>
    <message>
        <source>the overlay environment</source>
        <translation>die überlagernde Umgebung</translation>
    </message>
    <message>
        <source>validate contribution destination for repository &quot;%1&quot;</source>
        <translation>Beitragsziel für Repository „%1“ prüfen</translation>
    </message>
    <message>
        <source>multiple contribution destinations target workspace repository &quot;%1&quot;</source>
        <translation>mehrere Beitragsziele zielen auf das Arbeitsbereich-Repository „%1“</translation>
    </message>
</context>
<context>
    <name>LifecycleAgentStartWords</name>
    <message>
        <source>failed to resolve agent profile environment: %1</source>
        <translation>die Umgebung des Agentenprofils konnte nicht aufgelöst werden: %1</translation>
    </message>
    <message>
        <source>resolve agent profile environment</source>
        <translation>Umgebung des Agentenprofils auflösen</translation>
    </message>
    <message>
        <source>failed to prepare agent env: %1</source>
        <translation>die Umgebung des Agenten konnte nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>failed to prepare agent env</source>
        <translation>die Umgebung des Agenten konnte nicht vorbereitet werden</translation>
    </message>
    <message>
        <source>failed to resolve MCP servers: %1</source>
        <translation>die MCP-Server konnten nicht aufgelöst werden: %1</translation>
    </message>
    <message>
        <source>resolve MCP servers</source>
        <translation>MCP-Server auflösen</translation>
    </message>
    <message>
        <source>execution &quot;%1&quot; has no agentctl client</source>
        <translation>Ausführung „%1“ hat keinen agentctl-Client</translation>
    </message>
    <message>
        <source>failed to configure agent</source>
        <translation>der Agent konnte nicht konfiguriert werden</translation>
    </message>
    <message>
        <source>failed to start agent: %1</source>
        <translation>der Agent konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>failed to start agent</source>
        <translation>der Agent konnte nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>LifecycleControllerWords</name>
    <message>
        <source>%1: deadline exceeded (shared work goes on)</source>
        <translation>%1: Frist überschritten (gemeinsame Arbeit läuft weiter)</translation>
    </message>
    <message>
        <source>the launch of session &quot;%1&quot; was cancelled during %2: its caller stopped waiting</source>
        <translation>der Start von Sitzung „%1“ wurde während %2 abgebrochen: Der Aufrufer hat nicht mehr gewartet</translation>
    </message>
    <message>
        <source>run &quot;%1&quot; owns this launch but nothing admits run-owned executions</source>
        <translation>Lauf „%1“ besitzt diesen Start, aber nichts lässt Ausführungen von Läufen zu</translation>
    </message>
    <message>
        <source>run &quot;%1&quot; did not admit the launch</source>
        <translation>Lauf „%1“ hat den Start nicht zugelassen</translation>
    </message>
    <message>
        <source>launch of session &quot;%1&quot;</source>
        <translation>Start von Sitzung „%1“</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>der Registrierung</translation>
    </message>
    <message>
        <source>ensure execution of session &quot;%1&quot;</source>
        <translation>Ausführung von Sitzung „%1“ sicherstellen</translation>
    </message>
    <message>
        <source>ensure execution of environment &quot;%1&quot;</source>
        <translation>Ausführung von Umgebung „%1“ sicherstellen</translation>
    </message>
    <message>
        <source>no workspace information is available for environment &quot;%1&quot;</source>
        <translation>für Umgebung „%1“ sind keine Arbeitsbereichsinformationen verfügbar</translation>
    </message>
    <message>
        <source>environment &quot;%1&quot; has no session</source>
        <translation>Umgebung „%1“ hat keine Sitzung</translation>
    </message>
    <message>
        <source>start agent</source>
        <translation>Agent starten</translation>
    </message>
    <message>
        <source>the caller stopped waiting</source>
        <translation>der Aufrufer hat nicht mehr gewartet</translation>
    </message>
    <message>
        <source>failed to resolve agent profile</source>
        <translation>das Agentenprofil konnte nicht aufgelöst werden</translation>
    </message>
    <message>
        <source>agent type &quot;%1&quot; not found in registry</source>
        <translation>Agententyp „%1“ nicht in der Registrierung gefunden</translation>
    </message>
    <message>
        <source>agent type &quot;%1&quot; is disabled</source>
        <translation>Agententyp „%1“ ist deaktiviert</translation>
    </message>
</context>
<context>
    <name>LifecycleLaunchStagesWords</name>
    <message>
        <source>no workspace information is available for session &quot;%1&quot;</source>
        <translation>für Sitzung „%1“ sind keine Arbeitsbereichsinformationen verfügbar</translation>
    </message>
    <message>
        <source>workspace restore</source>
        <translation>der Wiederherstellung des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>no runtime configured: no executor backends are registered</source>
        <translation>keine Laufzeit eingerichtet: Es sind keine Ausführungs-Backends registriert</translation>
    </message>
    <message>
        <source>failed to create execution</source>
        <translation>Ausführung konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>execution %1 has no agentctl client for MCP provider promotion</source>
        <translation>Ausführung %1 hat keinen agentctl-Client für die Übernahme der MCP-Anbieter</translation>
    </message>
    <message>
        <source>set MCP providers during workspace execution promotion</source>
        <translation>MCP-Anbieter bei der Übernahme der Arbeitsbereich-Ausführung festlegen</translation>
    </message>
    <message>
        <source>resolve MCP servers during workspace execution promotion</source>
        <translation>MCP-Server bei der Übernahme der Arbeitsbereich-Ausführung auflösen</translation>
    </message>
    <message>
        <source>execution &quot;%1&quot; not found</source>
        <translation>Ausführung „%1“ nicht gefunden</translation>
    </message>
    <message>
        <source>prepare the managed Go build cache</source>
        <translation>den verwalteten Go-Build-Cache vorbereiten</translation>
    </message>
</context>
<context>
    <name>LifecycleRegistrationWords</name>
    <message>
        <source>session &quot;%1&quot; already has an agent running (race resolved during register)</source>
        <translation>Sitzung „%1“ hat bereits einen laufenden Agenten (Wettlauf bei der Registrierung aufgelöst)</translation>
    </message>
    <message>
        <source>failed to register execution</source>
        <translation>die Ausführung konnte nicht registriert werden</translation>
    </message>
    <message>
        <source>persist execution registration</source>
        <translation>Registrierung der Ausführung speichern</translation>
    </message>
    <message>
        <source>the launch of session &quot;%1&quot; was cancelled during registration: its caller stopped waiting</source>
        <translation>der Start von Sitzung „%1“ wurde während der Registrierung abgebrochen: Der Aufrufer hat nicht mehr gewartet</translation>
    </message>
    <message>
        <source>agentctl did not become ready within %1 ms: %2</source>
        <translation>agentctl wurde nicht innerhalb von %1 ms bereit: %2</translation>
    </message>
    <message>
        <source>verify session before registering execution: %1</source>
        <translation>Sitzung vor dem Registrieren der Ausführung prüfen: %1</translation>
    </message>
    <message>
        <source>verify task cleanup before registering execution: %1</source>
        <translation>Aufräumen der Aufgabe vor dem Registrieren der Ausführung prüfen: %1</translation>
    </message>
    <message>
        <source>verify task cleanup before registering execution: task cleanup is active for task &quot;%1&quot;</source>
        <translation>Aufräumen der Aufgabe vor dem Registrieren der Ausführung prüfen: Für Aufgabe „%1“ läuft ein Aufräumen</translation>
    </message>
    <message>
        <source>reverify session after task cleanup admission: %1</source>
        <translation>Sitzung nach Zulassen des Aufräumens der Aufgabe erneut prüfen: %1</translation>
    </message>
    <message>
        <source>verify session before registering execution: session &quot;%1&quot; is %2</source>
        <translation>Sitzung vor dem Registrieren der Ausführung prüfen: Sitzung „%1“ ist %2</translation>
    </message>
    <message>
        <source>verify session before restoring its workspace: %1</source>
        <translation>Sitzung vor dem Wiederherstellen ihres Arbeitsbereichs prüfen: %1</translation>
    </message>
    <message>
        <source>workspace restore of session &quot;%1&quot; has no task to own it</source>
        <translation>die Wiederherstellung des Arbeitsbereichs von Sitzung „%1“ hat keine Aufgabe, der sie gehört</translation>
    </message>
    <message>
        <source>verify task before restoring its workspace: %1</source>
        <translation>Aufgabe vor dem Wiederherstellen ihres Arbeitsbereichs prüfen: %1</translation>
    </message>
    <message>
        <source>verify task before restoring its workspace: task &quot;%1&quot; not found</source>
        <translation>Aufgabe vor dem Wiederherstellen ihres Arbeitsbereichs prüfen: Aufgabe „%1“ nicht gefunden</translation>
    </message>
    <message>
        <source>task &quot;%1&quot; is archived: unarchive it to open its workspace again</source>
        <translation>Aufgabe „%1“ ist archiviert: sie aus dem Archiv holen, um ihren Arbeitsbereich wieder zu öffnen</translation>
    </message>
    <message>
        <source>store runtime secret %1: %2</source>
        <translation>Laufzeit-Geheimnis %1 speichern: %2</translation>
    </message>
    <message>
        <source>stopping runtime %1 did not finish within %2 ms</source>
        <translation>das Anhalten der Laufzeit %1 wurde nicht innerhalb von %2 ms fertig</translation>
    </message>
</context>
<context>
    <name>LinearClientWords</name>
    <message>
        <source>%1 is not a Linear issue (write linear:KEY-N)</source>
        <translation>%1 ist kein Linear-Issue (linear:KEY-N schreiben)</translation>
    </message>
    <message>
        <source>Could not reach Linear at %1 (%2)</source>
        <translation>Linear unter %1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>Linear refused the API key (%1): store a valid one as the secret LINEAR_API_KEY</source>
        <translation>Linear hat den API-Schlüssel abgelehnt (%1): einen gültigen als Geheimnis LINEAR_API_KEY speichern</translation>
    </message>
    <message>
        <source>Linear has no issue %1</source>
        <translation>Linear hat kein Issue %1</translation>
    </message>
    <message>
        <source>Linear said: %1</source>
        <translation>Linear meldet: %1</translation>
    </message>
    <message>
        <source>Linear answered HTTP %1: %2</source>
        <translation>Linear hat mit HTTP %1 geantwortet: %2</translation>
    </message>
    <message>
        <source>A comment on %1 needs some text</source>
        <translation>Ein Kommentar zu %1 braucht etwas Text</translation>
    </message>
    <message>
        <source>Linear did not take the comment on %1</source>
        <translation>Linear hat den Kommentar zu %1 nicht angenommen</translation>
    </message>
    <message>
        <source>no completed state</source>
        <translation>kein abgeschlossener Status</translation>
    </message>
    <message>
        <source>no state “%1”</source>
        <translation>kein Status „%1“</translation>
    </message>
    <message>
        <source>The team of %1 has %2; its states are %3</source>
        <translation>Das Team von %1 hat %2; seine Status sind %3</translation>
    </message>
    <message>
        <source>Linear did not move %1</source>
        <translation>Linear hat %1 nicht verschoben</translation>
    </message>
</context>
<context>
    <name>LocalPreparerWords</name>
    <message>
        <source>Validate workspace</source>
        <translation>Arbeitsbereich prüfen</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>Repository not found at %1</source>
        <translation>Kein Repository unter %1 gefunden</translation>
    </message>
    <message>
        <source>Checkout branch</source>
        <translation>Branch auschecken</translation>
    </message>
</context>
<context>
    <name>ManagedNpmAgentsWords</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an npm package: Kandesk does not install it</source>
        <translation>%1 ist kein npm-Paket: Kandesk installiert es nicht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an npm package name</source>
        <translation>„%1“ ist kein npm-Paketname</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a folder in %1: %2</source>
        <translation>in %1 kann kein Ordner angelegt werden: %2</translation>
    </message>
    <message>
        <source>npm cannot find %1: %2</source>
        <translation>npm findet %1 nicht: %2</translation>
    </message>
    <message>
        <source>installing %1 failed: %2</source>
        <translation>die Installation von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>npm installed %1 but not the package %2: %3</source>
        <translation>npm hat %1 installiert, aber nicht das Paket %2: %3</translation>
    </message>
    <message>
        <source>%1 is the package %2, not %3</source>
        <translation>%1 ist das Paket %2, nicht %3</translation>
    </message>
    <message>
        <source>%1 has the version &quot;%2&quot;, which Kandesk cannot file</source>
        <translation>%1 hat die Version „%2“, die Kandesk nicht ablegen kann</translation>
    </message>
    <message>
        <source>%1 %2 is already installed</source>
        <translation>%1 %2 ist bereits installiert</translation>
    </message>
    <message>
        <source>cannot move the install into %1</source>
        <translation>die Installation kann nicht nach %1 verschoben werden</translation>
    </message>
    <message>
        <source>installed %1 %2 into %3</source>
        <translation>%1 %2 nach %3 installiert</translation>
    </message>
    <message>
        <source>%1 is not an npm package Kandesk installs</source>
        <translation>%1 ist kein npm-Paket, das Kandesk installiert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version</source>
        <translation>„%1“ ist keine Version</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 %2 is not installed</source>
        <translation>%1 %2 ist nicht installiert</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version (a pin names one, e.g. 0.49.0)</source>
        <translation>„%1“ ist keine Version (eine Festlegung nennt eine, z. B. 0.49.0)</translation>
    </message>
    <message>
        <source>another Kandesk is changing the pins: try again</source>
        <translation>ein anderes Kandesk ändert gerade die Festlegungen: erneut versuchen</translation>
    </message>
    <message>
        <source>%1 is not an npm package</source>
        <translation>%1 ist kein npm-Paket</translation>
    </message>
    <message>
        <source>the agent&apos;s pin</source>
        <translation>die Festlegung des Agenten</translation>
    </message>
    <message>
        <source>its profile&apos;s pin</source>
        <translation>die Festlegung seines Profils</translation>
    </message>
    <message>
        <source>%1 %2 (%3) is not installed: install it with %4, or from Settings ▸ Agents</source>
        <translation>%1 %2 (%3) ist nicht installiert: mit %4 oder über Einstellungen ▸ Agenten installieren</translation>
    </message>
    <message>
        <source>%1 is not installed: install it with %2, or from Settings ▸ Agents</source>
        <translation>%1 ist nicht installiert: mit %2 oder über Einstellungen ▸ Agenten installieren</translation>
    </message>
    <message>
        <source>npm view %1 printed &quot;%2&quot;, not a version</source>
        <translation>npm view %1 gab „%2“ aus, keine Version</translation>
    </message>
    <message>
        <source>Install a Node that satisfies %1</source>
        <translation>Ein Node installieren, das %1 erfüllt</translation>
    </message>
    <message>
        <source>Install Node %1</source>
        <translation>Node %1 installieren</translation>
    </message>
    <message>
        <source>%1 %2 needs Node %3; this machine has %4 (%5). %6</source>
        <translation>%1 %2 braucht Node %3; dieser Rechner hat %4 (%5). %6</translation>
    </message>
    <message>
        <source>, or pin %1 (`kandesk agent install %2@%1`)</source>
        <translation>, oder %1 festlegen (`kandesk agent install %2@%1`)</translation>
    </message>
</context>
<context>
    <name>McpServersWords</name>
    <message>
        <source>%1 %2 refers to secret &quot;%3&quot; but no secret store is configured</source>
        <translation>%1 %2 verweist auf das Geheimnis „%3“, aber es ist kein Geheimnisspeicher eingerichtet</translation>
    </message>
    <message>
        <source>%1 %2 refers to secret &quot;%3&quot;, which is unavailable: %4</source>
        <translation>%1 %2 verweist auf das Geheimnis „%3“, das nicht verfügbar ist: %4</translation>
    </message>
    <message>
        <source>MCP server %1 of profile &quot;%2&quot;</source>
        <translation>MCP-Server %1 von Profil „%2“</translation>
    </message>
    <message>
        <source>MCP server &quot;%1&quot; of profile &quot;%2&quot;</source>
        <translation>MCP-Server „%1“ von Profil „%2“</translation>
    </message>
</context>
<context>
    <name>McpWireWords</name>
    <message>
        <source>The MCP server “%1” was not given to the agent: it takes no %2 MCP servers (only %3).</source>
        <translation>Der MCP-Server „%1“ wurde dem Agenten nicht übergeben: Er nimmt keine %2-MCP-Server (nur %3).</translation>
    </message>
</context>
<context>
    <name>MergeProbeWords</name>
    <message>
        <source>git merge-tree failed: %1</source>
        <translation>git merge-tree ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>MessageStoreWords</name>
    <message>
        <source>database error while storing a message of session %1: %2</source>
        <translation>Datenbankfehler beim Speichern einer Nachricht der Sitzung %1: %2</translation>
    </message>
    <message>
        <source>database error while storing messages of session %1: %2</source>
        <translation>Datenbankfehler beim Speichern von Nachrichten der Sitzung %1: %2</translation>
    </message>
</context>
<context>
    <name>NpmPackageWords</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a package.json: %2</source>
        <translation>%1 ist keine package.json: %2</translation>
    </message>
    <message>
        <source>%1 names no package name or version</source>
        <translation>%1 nennt keinen Paketnamen oder keine Version</translation>
    </message>
    <message>
        <source>%1 %2 has no command to run (no &quot;bin&quot; in its package.json)</source>
        <translation>%1 %2 hat keinen Befehl zum Ausführen (kein „bin“ in seiner package.json)</translation>
    </message>
    <message>
        <source>%1 %2 has several commands (%3) and none is named like the package</source>
        <translation>%1 %2 hat mehrere Befehle (%3), und keiner heißt wie das Paket</translation>
    </message>
    <message>
        <source>%1 %2: its entry %3 is outside the package</source>
        <translation>%1 %2: sein Einstiegspunkt %3 liegt außerhalb des Pakets</translation>
    </message>
    <message>
        <source>%1 %2: its entry %3 does not exist</source>
        <translation>%1 %2: sein Einstiegspunkt %3 existiert nicht</translation>
    </message>
</context>
<context>
    <name>NpmToolsWords</name>
    <message>
        <source>Node.js is not installed (no `node` on PATH): install it (e.g. sudo apt install nodejs npm)</source>
        <translation>Node.js ist nicht installiert (kein `node` im PATH): es installieren (z. B. sudo apt install nodejs npm)</translation>
    </message>
    <message>
        <source>%1 is not an executable node</source>
        <translation>%1 ist kein ausführbares node</translation>
    </message>
    <message>
        <source>%1 --version failed: %2</source>
        <translation>%1 --version ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 --version printed &quot;%2&quot;, not a version</source>
        <translation>%1 --version gab „%2“ aus, keine Version</translation>
    </message>
    <message>
        <source>npm is not installed (no `npm` on PATH): install it (e.g. sudo apt install nodejs npm)</source>
        <translation>npm ist nicht installiert (kein `npm` im PATH): es installieren (z. B. sudo apt install nodejs npm)</translation>
    </message>
    <message>
        <source>cannot start npm: %1</source>
        <translation>npm kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>npm %1 did not finish within %2 s</source>
        <translation>npm %1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>npm %1 failed (exit %2): %3</source>
        <translation>npm %1 ist fehlgeschlagen (Exit %2): %3</translation>
    </message>
</context>
<context>
    <name>PrivateFilesWords</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>%1 is writable by other users (mode %2): Kandesk keeps tasks, prompts and secrets there and will not use it. Make it yours alone (chmod 700 &apos;%1&apos;) or choose another folder.</source>
        <translation>%1 ist für andere Benutzer beschreibbar (Modus %2): Kandesk bewahrt dort Aufgaben, Prompts und Geheimnisse auf und verwendet ihn daher nicht. Machen Sie ihn allein zu Ihrem (chmod 700 &apos;%1&apos;) oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>cannot make %1 private (mode %2): %3</source>
        <translation>%1 kann nicht privat gemacht werden (Modus %2): %3</translation>
    </message>
    <message>
        <source>cannot make %1 private: %2</source>
        <translation>%1 kann nicht privat gemacht werden: %2</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <translation>%1 kann nicht ersetzt werden: %2</translation>
    </message>
</context>
<context>
    <name>ProfileAgentCalls</name>
    <message>
        <source>%1 wants you to sign in first (start a task with it and use Sign In).</source>
        <translation>%1 verlangt zuerst eine Anmeldung (eine Aufgabe damit starten und „Anmelden“ verwenden).</translation>
    </message>
    <message>
        <source>agent profile &quot;%1&quot;: %2</source>
        <translation>Agentenprofil „%1“: %2</translation>
    </message>
</context>
<context>
    <name>ProfileCommands</name>
    <message>
        <source>  agent: </source>
        <translation>  Agent: </translation>
    </message>
    <message>
        <source>  auto-approve: yes</source>
        <translation>  automatisch genehmigen: ja</translation>
    </message>
    <message>
        <source>  agent version: </source>
        <translation>  Agentenversion: </translation>
    </message>
    <message>
        <source>  runs through npx</source>
        <translation>  läuft über npx</translation>
    </message>
    <message>
        <source>  flag: %1%2</source>
        <translation>  Flag: %1%2</translation>
    </message>
    <message>
        <source> (disabled)</source>
        <translation> (deaktiviert)</translation>
    </message>
    <message>
        <source>  env: %1 = secret %2</source>
        <translation>  env: %1 = Geheimnis %2</translation>
    </message>
    <message>
        <source>    %1: %2 = secret %3</source>
        <translation>    %1: %2 = Geheimnis %3</translation>
    </message>
    <message>
        <source>--remove-mcp %1: the profile has no MCP server of that name</source>
        <translation>--remove-mcp %1: das Profil hat keinen MCP-Server dieses Namens</translation>
    </message>
    <message>
        <source>--mcp-stdio needs NAME=COMMAND [ARGS…], not &quot;%1&quot;</source>
        <translation>--mcp-stdio braucht NAME=COMMAND [ARGS…], nicht „%1“</translation>
    </message>
    <message>
        <source>--mcp-stdio %1: give the server&apos;s command after the =</source>
        <translation>--mcp-stdio %1: den Befehl des Servers nach dem = angeben</translation>
    </message>
    <message>
        <source>%1 needs NAME=URL, not &quot;%2&quot;</source>
        <translation>%1 braucht NAME=URL, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 needs SERVER:NAME=%2, not &quot;%3&quot;</source>
        <translation>%1 braucht SERVER:NAME=%2, nicht „%3“</translation>
    </message>
    <message>
        <source>%1 %2: the profile has no MCP server &quot;%3&quot; (define it with --mcp-stdio, --mcp-http or --mcp-sse)</source>
        <translation>%1 %2: das Profil hat keinen MCP-Server „%3“ (mit --mcp-stdio, --mcp-http oder --mcp-sse definieren)</translation>
    </message>
    <message>
        <source>%1 %2: &quot;%3&quot; is a stdio server: give it variables with --mcp-env</source>
        <translation>%1 %2: „%3“ ist ein stdio-Server: Variablen mit --mcp-env übergeben</translation>
    </message>
    <message>
        <source>%1 %2: &quot;%3&quot; is an %4 server: give it headers with --mcp-header</source>
        <translation>%1 %2: „%3“ ist ein %4-Server: Header mit --mcp-header übergeben</translation>
    </message>
    <message>
        <source>No agent profiles (kandesk profile add --name NAME --agent ID adds one).</source>
        <translation>Keine Agentenprofile (kandesk profile add --name NAME --agent ID fügt eines hinzu).</translation>
    </message>
    <message>
        <source>Custom agents:</source>
        <translation>Eigene Agenten:</translation>
    </message>
    <message>
        <source>kandesk profile: unknown command &quot;%1&quot; (known: list, add, edit, delete)</source>
        <translation>kandesk profile: unbekannter Befehl „%1“ (bekannt: list, add, edit, delete)</translation>
    </message>
    <message>
        <source>--agent and --agent-command exclude each other</source>
        <translation>--agent und --agent-command schließen einander aus</translation>
    </message>
    <message>
        <source>--auto-approve and --no-auto-approve exclude each other</source>
        <translation>--auto-approve und --no-auto-approve schließen einander aus</translation>
    </message>
    <message>
        <source>--npx and --no-npx exclude each other</source>
        <translation>--npx und --no-npx schließen einander aus</translation>
    </message>
    <message>
        <source>--agent-id and --agent-name name a custom agent: give its --agent-command</source>
        <translation>--agent-id und --agent-name benennen einen eigenen Agenten: seinen --agent-command angeben</translation>
    </message>
    <message>
        <source>--name NAME is required</source>
        <translation>--name NAME ist erforderlich</translation>
    </message>
    <message>
        <source>--%1 changes a stored profile: use it with kandesk profile edit</source>
        <translation>--%1 ändert ein gespeichertes Profil: mit kandesk profile edit verwenden</translation>
    </message>
    <message>
        <source>--id names a new profile: kandesk profile edit takes the profile&apos;s id as its argument</source>
        <translation>--id benennt ein neues Profil: kandesk profile edit erwartet die ID des Profils als Argument</translation>
    </message>
    <message>
        <source>: no agent profile &quot;%1&quot; (kandesk profile list shows them)</source>
        <translation>: kein Agentenprofil „%1“ (kandesk profile list zeigt sie an)</translation>
    </message>
    <message>
        <source>Deleted agent profile %1.</source>
        <translation>Agentenprofil %1 gelöscht.</translation>
    </message>
    <message>
        <source>an agent profile &quot;%1&quot; exists already: kandesk profile edit %1</source>
        <translation>ein Agentenprofil „%1“ existiert bereits: kandesk profile edit %1</translation>
    </message>
    <message>
        <source>--env needs NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--env braucht NAME=VALUE, nicht „%1“</translation>
    </message>
    <message>
        <source>--env-secret needs NAME=SECRET, not &quot;%1&quot;</source>
        <translation>--env-secret braucht NAME=SECRET, nicht „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in agent: pick another --agent-id</source>
        <translation>„%1“ ist ein integrierter Agent: eine andere --agent-id wählen</translation>
    </message>
    <message>
        <source>unknown agent &quot;%1&quot; (known: %2; or give --agent-command &quot;CMD&quot;)</source>
        <translation>unbekannter Agent „%1“ (bekannt: %2; oder --agent-command &quot;CMD&quot; angeben)</translation>
    </message>
    <message>
        <source>warning: no secret named %1 is stored yet (kandesk secret set %1)</source>
        <translation>Warnung: noch kein Geheimnis namens %1 gespeichert (kandesk secret set %1)</translation>
    </message>
</context>
<context>
    <name>ProfileStoreWords</name>
    <message>
        <source>agent profile %1 does not exist</source>
        <translation>Agentenprofil %1 existiert nicht</translation>
    </message>
    <message>
        <source>an agent profile needs an agent</source>
        <translation>ein Agentenprofil braucht einen Agenten</translation>
    </message>
    <message>
        <source>executor profile %1 does not exist</source>
        <translation>Ausführungsprofil %1 existiert nicht</translation>
    </message>
    <message>
        <source>an executor profile needs an executor type</source>
        <translation>ein Ausführungsprofil braucht einen Ausführungstyp</translation>
    </message>
</context>
<context>
    <name>ProfileValidationWords</name>
    <message>
        <source>a variable needs a name</source>
        <translation>eine Variable braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid variable name (letters, digits and _, not starting with a digit)</source>
        <translation>„%1“ ist kein gültiger Variablenname (Buchstaben, Ziffern und _, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <source>%1 is set twice</source>
        <translation>%1 ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>a secret needs a name</source>
        <translation>ein Geheimnis braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid secret name (a letter or _, then letters, digits, _, . or -)</source>
        <translation>„%1“ ist kein gültiger Name für ein Geheimnis (ein Buchstabe oder _, dann Buchstaben, Ziffern, _, . oder -)</translation>
    </message>
    <message>
        <source>Agent version: &quot;%1&quot; is not a version (pin one such as 0.49.0, or leave it empty for the newest installed)</source>
        <translation>Agentenversion: „%1“ ist keine Version (eine wie 0.49.0 festlegen oder leer lassen für die neueste installierte)</translation>
    </message>
    <message>
        <source>an MCP server needs a name</source>
        <translation>ein MCP-Server braucht einen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid MCP server name (a letter or digit, then letters, digits, _, . or -)</source>
        <translation>„%1“ ist kein gültiger MCP-Servername (ein Buchstabe oder eine Ziffer, dann Buchstaben, Ziffern, _, . oder -)</translation>
    </message>
    <message>
        <source>it has no URL</source>
        <translation>er hat keine URL</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// URL</source>
        <translation>„%1“ ist keine http://- oder https://-URL</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name</source>
        <translation>„%1“ ist kein gültiger Header-Name</translation>
    </message>
    <message>
        <source>a header needs a name</source>
        <translation>ein Header braucht einen Namen</translation>
    </message>
    <message>
        <source>header %1 is set twice</source>
        <translation>Header %1 ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>variable %1 is set twice</source>
        <translation>Variable %1 ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>header %1: %2</source>
        <translation>Header %1: %2</translation>
    </message>
    <message>
        <source>variable %1: %2</source>
        <translation>Variable %1: %2</translation>
    </message>
    <message>
        <source>the name is used twice</source>
        <translation>der Name wird doppelt verwendet</translation>
    </message>
    <message>
        <source>it has no command</source>
        <translation>er hat keinen Befehl</translation>
    </message>
    <message>
        <source>MCP server %1: %2</source>
        <translation>MCP-Server %1: %2</translation>
    </message>
    <message>
        <source>MCP server “%1”: %2</source>
        <translation>MCP-Server „%1“: %2</translation>
    </message>
    <message>
        <source>A profile needs a name</source>
        <translation>Ein Profil braucht einen Namen</translation>
    </message>
    <message>
        <source>Pick the agent this profile runs</source>
        <translation>Wählen Sie den Agenten, den dieses Profil ausführt</translation>
    </message>
    <message>
        <source>Flag %1: %2 (the launch would drop this flag)</source>
        <translation>Flag %1: %2 (der Start würde dieses Flag weglassen)</translation>
    </message>
    <message>
        <source>Command prefix: %1 (the launch would be refused)</source>
        <translation>Befehlspräfix: %1 (der Start würde abgelehnt)</translation>
    </message>
    <message>
        <source>Variable %1: %2</source>
        <translation>Variable %1: %2</translation>
    </message>
</context>
<context>
    <name>PromptAttachmentWords</name>
    <message>
        <source>%1 is %2: images are limited to %3 each</source>
        <translation>%1 ist %2 groß: Bilder sind auf je %3 begrenzt</translation>
    </message>
    <message>
        <source>%1 is not an image (%2)</source>
        <translation>%1 ist kein Bild (%2)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>PromptBlocksWords</name>
    <message>
        <source>this agent does not take images (%1 not sent)</source>
        <translation>dieser Agent nimmt keine Bilder (%1 nicht gesendet)</translation>
    </message>
</context>
<context>
    <name>PtyProcessWords</name>
    <message>
        <source>This terminal already runs a program</source>
        <translation>Dieses Terminal führt bereits ein Programm aus</translation>
    </message>
    <message>
        <source>No program to run in the terminal</source>
        <translation>Kein Programm zum Ausführen im Terminal</translation>
    </message>
    <message>
        <source>%1 is not an executable program on PATH</source>
        <translation>%1 ist kein ausführbares Programm im PATH</translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation>Der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>No pseudo-terminal is available: %1</source>
        <translation>Kein Pseudo-Terminal verfügbar: %1</translation>
    </message>
    <message>
        <source>The pseudo-terminal has no name</source>
        <translation>Das Pseudo-Terminal hat keinen Namen</translation>
    </message>
    <message>
        <source>The terminal&apos;s program could not be started: %1</source>
        <translation>Das Programm des Terminals konnte nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>PullRequestChecks</name>
    <message>
        <source>The check “%1” is %2, not failing</source>
        <translation>Der Check „%1“ ist %2, nicht fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 has no check named “%2”</source>
        <translation>%1 hat keinen Check namens „%2“</translation>
    </message>
    <message>
        <source>Asking the agent needs a task runner</source>
        <translation>Um den Agenten zu fragen, wird ein Task-Runner gebraucht</translation>
    </message>
</context>
<context>
    <name>PullRequestCommands</name>
    <message>
        <source>%1: choose one of %2</source>
        <translation>%1: eines davon wählen: %2</translation>
    </message>
    <message>
        <source>kandesk task checks: --interval takes whole seconds from 1 to 3600, not “%1”</source>
        <translation>kandesk task checks: --interval erwartet ganze Sekunden von 1 bis 3600, nicht „%1“</translation>
    </message>
    <message>
        <source>%1: the %2 stopped on conflicts in: %3
Resolve them, then kandesk task sync %4 --continue; or --abort to put the branch back as it was.</source>
        <translation>%1: %2 hat wegen Konflikten angehalten in: %3
Sie lösen, dann kandesk task sync %4 --continue; oder --abort, um den Branch auf den vorherigen Stand zurückzusetzen.</translation>
    </message>
    <message>
        <source>Already up to date with %1.</source>
        <translation>Bereits auf dem Stand von %1.</translation>
    </message>
    <message>
        <source>Updated from %1 (%2): %3.</source>
        <translation>Von %1 aktualisiert (%2): %3.</translation>
    </message>
    <message>
        <source>  the setup script passed</source>
        <translation>  das Setup-Skript war erfolgreich</translation>
    </message>
    <message>
        <source>  pushed to origin</source>
        <translation>  nach origin gepusht</translation>
    </message>
    <message>
        <source>: updated, but </source>
        <translation>: aktualisiert, aber </translation>
    </message>
    <message numerus="yes">
        <source>%n commit(s) behind %1, %2 ahead.</source>
        <translation>
            <numerusform>%n Commit hinter %1, %2 voraus.</numerusform>
            <numerusform>%n Commits hinter %1, %2 voraus.</numerusform>
        </translation>
    </message>
    <message>
        <source>A %1 is under way; conflicted: %2</source>
        <translation>%1 läuft gerade; Konflikte: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>kandesk: %1 was merged on %2, but “%3” did not move to Done: %4</source>
        <translation>kandesk: %1 wurde auf %2 gemergt, aber „%3“ wurde nicht nach Done verschoben: %4</translation>
    </message>
    <message>
        <source>%1 was merged on %2: “%3” moved to %4.</source>
        <translation>%1 wurde auf %2 gemergt: „%3“ nach %4 verschoben.</translation>
    </message>
    <message>
        <source>: --send and --reply are two steps: send, let the agent work, then reply</source>
        <translation>: --send und --reply sind zwei Schritte: senden, den Agenten arbeiten lassen, dann antworten</translation>
    </message>
    <message numerus="yes">
        <source>Answered %n comment(s) on %1;</source>
        <translation>
            <numerusform>%n Kommentar auf %1 beantwortet;</numerusform>
            <numerusform>%n Kommentare auf %1 beantwortet;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) resolved.</source>
        <translation>
            <numerusform>%n Thread gelöst.</numerusform>
            <numerusform>%n Threads gelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merged %1 (%2): %3</source>
        <translation>%1 gemergt (%2): %3</translation>
    </message>
    <message>
        <source>  deleted its branch on origin</source>
        <translation>  sein Branch auf origin wurde gelöscht</translation>
    </message>
    <message>
        <source>Moved “%1” to %2.</source>
        <translation>„%1“ nach %2 verschoben.</translation>
    </message>
    <message>
        <source>  removed worktree %1</source>
        <translation>  Worktree %1 entfernt</translation>
    </message>
    <message>
        <source>Aborted: the branch is back on its commit.</source>
        <translation>Abgebrochen: der Branch steht wieder auf seinem Commit.</translation>
    </message>
</context>
<context>
    <name>PullRequestComments</name>
    <message>
        <source>an answer needs some text</source>
        <translation>eine Antwort braucht etwas Text</translation>
    </message>
    <message>
        <source>no comment from the pull request was sent to the agent and waits for an answer</source>
        <translation>kein Kommentar aus dem Pull-Request wurde an den Agenten gesendet und wartet auf eine Antwort</translation>
    </message>
    <message>
        <source>%1: answered, but its thread stays open: %2</source>
        <translation>%1: beantwortet, aber sein Thread bleibt offen: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>No file changes.</source>
        <translation>Keine Dateiänderungen.</translation>
    </message>
    <message>
        <source>Files (A comes back, D goes, M changes back):</source>
        <translation>Dateien (A kommt zurück, D verschwindet, M wird zurückgesetzt):</translation>
    </message>
    <message>
        <source>Commits that leave the branch (git&apos;s reflog still has them):</source>
        <translation>Commits, die den Branch verlassen (das Reflog von git enthält sie weiterhin):</translation>
    </message>
    <message>
        <source>%1 of %2 agents running</source>
        <translation>%1 von %2 Agenten aktiv</translation>
    </message>
    <message>
        <source>memory pressure %1%</source>
        <translation>Speicherdruck %1%</translation>
    </message>
    <message>
        <source>only %1% of memory free</source>
        <translation>nur %1% des Speichers frei</translation>
    </message>
    <message>
        <source>CPU pressure %1%</source>
        <translation>CPU-Druck %1%</translation>
    </message>
    <message>
        <source>↓ %1 behind %2</source>
        <translation>↓ %1 hinter %2</translation>
    </message>
    <message>
        <source>⚠ Conflicts with %1 in %2</source>
        <translation>⚠ Konflikte mit %1 in %2</translation>
    </message>
    <message>
        <source>; also with %1</source>
        <translation>; auch mit %1</translation>
    </message>
    <message>
        <source>The branches of %1 could not be read: %2</source>
        <translation>Die Branches von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The conflict radar stopped</source>
        <translation>Der Konfliktradar wurde angehalten</translation>
    </message>
</context>
<context>
    <name>QueueCommand</name>
    <message>
        <source>: a prompt is required (what the agent should do after its turn)</source>
        <translation>: ein Prompt ist erforderlich (was der Agent nach seinem Zug tun soll)</translation>
    </message>
    <message>
        <source>: --list takes no prompt</source>
        <translation>: --list nimmt keinen Prompt</translation>
    </message>
    <message>
        <source>: task %1 has no session yet to queue for; start one with: kandesk task resume %1 &quot;prompt&quot;</source>
        <translation>: Aufgabe %1 hat noch keine Sitzung, für die eingereiht werden könnte; eine starten mit: kandesk task resume %1 &quot;prompt&quot;</translation>
    </message>
    <message>
        <source>Nothing is queued for session %1.</source>
        <translation>Für Sitzung %1 ist nichts eingereiht.</translation>
    </message>
    <message numerus="yes">
        <source>Queued as prompt %1 of %n for session %2.</source>
        <translation>
            <numerusform>Als Prompt %1 von %n für Sitzung %2 eingereiht.</numerusform>
            <numerusform>Als Prompt %1 von %n für Sitzung %2 eingereiht.</numerusform>
        </translation>
    </message>
    <message>
        <source>It goes to the agent when the turns before it end.</source>
        <translation>Er geht an den Agenten, wenn die Züge davor enden.</translation>
    </message>
    <message>
        <source>The session waits: a Kandesk window running it sends it now, else kandesk task resume %1 does.</source>
        <translation>Die Sitzung wartet: ein Kandesk-Fenster, in dem sie läuft, sendet ihn jetzt, sonst tut es kandesk task resume %1.</translation>
    </message>
</context>
<context>
    <name>QueuedPromptStoreWords</name>
    <message>
        <source>a queued prompt needs some text</source>
        <translation>ein eingereihter Prompt braucht etwas Text</translation>
    </message>
    <message>
        <source>the prompt is no longer queued (it was sent or deleted)</source>
        <translation>der Prompt ist nicht mehr eingereiht (er wurde gesendet oder gelöscht)</translation>
    </message>
</context>
<context>
    <name>RateLimitWords</name>
    <message>
        <source>%1&apos;s rate limit is reached (HTTP %2); Kandesk asks again after %3</source>
        <translation>Das Rate-Limit von %1 ist erreicht (HTTP %2); Kandesk fragt nach %3 erneut</translation>
    </message>
</context>
<context>
    <name>ReattachWords</name>
    <message>
        <source>cannot take back execution %1: its agentctl token is gone (%2)</source>
        <translation>Ausführung %1 kann nicht zurückgeholt werden: Ihr agentctl-Token ist weg (%2)</translation>
    </message>
    <message>
        <source>the %1 runtime is not available</source>
        <translation>die Laufzeit %1 ist nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>RecoveryGuardWords</name>
    <message>
        <source>session &quot;%1&quot; is being recovered; try again when its recovery has finished</source>
        <translation>Sitzung „%1“ wird gerade wiederhergestellt; erneut versuchen, wenn ihre Wiederherstellung abgeschlossen ist</translation>
    </message>
</context>
<context>
    <name>RemoteUrlWords</name>
    <message>
        <source>%1 does not look like a %2 remote</source>
        <translation>%1 sieht nicht wie ein %2-Remote aus</translation>
    </message>
    <message>
        <source>%1 is not a remote %2 can serve (use https or ssh)</source>
        <translation>%1 ist kein Remote, das %2 bedienen kann (https oder ssh verwenden)</translation>
    </message>
</context>
<context>
    <name>RepositoryDependencies</name>
    <message>
        <source>&quot;%1&quot; is not a folder name at the top of the repository (e.g. node_modules)</source>
        <translation>„%1“ ist kein Ordnername auf oberster Ebene des Repositorys (z. B. node_modules)</translation>
    </message>
    <message>
        <source>the fallback is off, hard links or copies (clones are tried first anyway)</source>
        <translation>als Ausweichlösung gibt es „aus“, Hardlinks oder Kopien (Klonen wird ohnehin zuerst versucht)</translation>
    </message>
</context>
<context>
    <name>RepositoryService</name>
    <message>
        <source>the workspace has this repository already, as “%1”</source>
        <translation>der Arbeitsbereich hat dieses Repository bereits, als „%1“</translation>
    </message>
</context>
<context>
    <name>RepositoryStoreWords</name>
    <message>
        <source>repository %1 does not exist</source>
        <translation>Repository %1 existiert nicht</translation>
    </message>
    <message>
        <source>a repository needs a path</source>
        <translation>ein Repository braucht einen Pfad</translation>
    </message>
    <message>
        <source>%1 is already a repository of this workspace</source>
        <translation>%1 ist bereits ein Repository dieses Arbeitsbereichs</translation>
    </message>
</context>
<context>
    <name>ReviewActionsWords</name>
    <message>
        <source>cannot write a patch file: %1</source>
        <translation>eine Patch-Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>git apply failed: %1</source>
        <translation>git apply ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot delete %1</source>
        <translation>%1 kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>%1 has no changes to discard</source>
        <translation>%1 hat keine Änderungen zum Verwerfen</translation>
    </message>
    <message>
        <source>%1 has no hunk %2 to discard</source>
        <translation>%1 hat keinen Hunk %2 zum Verwerfen</translation>
    </message>
    <message>
        <source>%1 exists again; not overwriting it</source>
        <translation>%1 existiert wieder; es wird nicht überschrieben</translation>
    </message>
    <message>
        <source>cannot write %1 again: %2</source>
        <translation>%1 kann nicht erneut geschrieben werden: %2</translation>
    </message>
    <message>
        <source>git add failed: %1</source>
        <translation>git add ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>unstaging %1 failed: %2</source>
        <translation>%1 aus dem Stage nehmen ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 has no hunk %2 to stage</source>
        <translation>%1 hat keinen Hunk %2 zum Stagen</translation>
    </message>
    <message>
        <source>%1 has no hunk %2 to unstage</source>
        <translation>%1 hat keinen Hunk %2, der aus dem Stage genommen werden kann</translation>
    </message>
</context>
<context>
    <name>ReviewCommentCommands</name>
    <message>
        <source>&quot;%1&quot; is not FILE:LINE or FILE:FIRST-LAST</source>
        <translation>„%1“ ist nicht FILE:LINE oder FILE:FIRST-LAST</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a path inside the task&apos;s worktree</source>
        <translation>„%1“ muss ein Pfad im Worktree der Aufgabe sein</translation>
    </message>
    <message>
        <source>lines %1-%2 are not a range of lines (the first line is 1)</source>
        <translation>Zeilen %1-%2 sind kein Zeilenbereich (die erste Zeile ist 1)</translation>
    </message>
    <message>
        <source>%1 is not in the task&apos;s worktree %2</source>
        <translation>%1 ist nicht im Worktree %2 der Aufgabe</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n line(s), not %2</source>
        <translation>
            <numerusform>%1 hat %n Zeile, nicht %2</numerusform>
            <numerusform>%1 hat %n Zeilen, nicht %2</numerusform>
        </translation>
    </message>
    <message>
        <source>: the comment&apos;s text is empty</source>
        <translation>: der Text des Kommentars ist leer</translation>
    </message>
    <message>
        <source>Comment on %1 kept; `kandesk task comments %2 --send` hands it to the agent.</source>
        <translation>Kommentar zu %1 gespeichert; `kandesk task comments %2 --send` übergibt ihn an den Agenten.</translation>
    </message>
    <message>
        <source>No review comments on the pull request.</source>
        <translation>Keine Review-Kommentare im Pull-Request.</translation>
    </message>
    <message>
        <source>No review comments on this task.</source>
        <translation>Keine Review-Kommentare zu dieser Aufgabe.</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>sent    </source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>waiting </source>
        <translation>wartet  </translation>
    </message>
    <message>
        <source> (old)</source>
        <translation> (alt)</translation>
    </message>
    <message>
        <source>: no review comment waits to be sent</source>
        <translation>: kein Review-Kommentar wartet auf das Senden</translation>
    </message>
    <message>
        <source>kandesk task comments: sent, but not marked sent: </source>
        <translation>kandesk task comments: gesendet, aber nicht als gesendet markiert: </translation>
    </message>
</context>
<context>
    <name>ReviewCommentStoreWords</name>
    <message>
        <source>a comment needs the file it is about</source>
        <translation>ein Kommentar braucht die Datei, um die es geht</translation>
    </message>
    <message>
        <source>a comment needs some text</source>
        <translation>ein Kommentar braucht etwas Text</translation>
    </message>
    <message>
        <source>lines %1-%2 are not a range of lines (the first line is 1)</source>
        <translation>die Zeilen %1-%2 sind kein Zeilenbereich (die erste Zeile ist 1)</translation>
    </message>
</context>
<context>
    <name>ReviewComments</name>
    <message>
        <source>no review comment waits to be sent</source>
        <translation>kein Review-Kommentar wartet auf das Senden</translation>
    </message>
    <message>
        <source>no agent can be reached from here</source>
        <translation>von hier aus ist kein Agent erreichbar</translation>
    </message>
</context>
<context>
    <name>ReviewCommentsPanel</name>
    <message>
        <source> (before the change)</source>
        <translation> (vor der Änderung)</translation>
    </message>
    <message numerus="yes">
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n weitere Zeile</numerusform>
            <numerusform>… %n weitere Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Send this one to the agent</source>
        <translation>Diesen Kommentar an den Agenten senden</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>%1 senden</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>answered on %1</source>
        <translation>auf %1 beantwortet</translation>
    </message>
</context>
<context>
    <name>ReviewDiffWords</name>
    <message>
        <source>git %1 failed: %2</source>
        <translation>git %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 is not a git worktree</source>
        <translation>%1 ist kein git-Worktree</translation>
    </message>
    <message>
        <source>no base branch to compare %1 with</source>
        <translation>kein Basis-Branch, mit dem %1 verglichen werden kann</translation>
    </message>
    <message>
        <source>the base branch &quot;%1&quot; does not exist in %2</source>
        <translation>der Basis-Branch „%1“ existiert nicht in %2</translation>
    </message>
    <message>
        <source>the branch in %1 has no history in common with &quot;%2&quot;</source>
        <translation>der Branch in %1 hat keine gemeinsame Geschichte mit „%2“</translation>
    </message>
    <message>
        <source>git diff listed more files with counts than with statuses in %1</source>
        <translation>git diff hat in %1 mehr Dateien mit Zählungen als mit Status aufgelistet</translation>
    </message>
    <message>
        <source>git diff listed fewer files with counts than with statuses in %1</source>
        <translation>git diff hat in %1 weniger Dateien mit Zählungen als mit Status aufgelistet</translation>
    </message>
    <message>
        <source>git diff printed %1 for %2 in %3</source>
        <translation>git diff hat %1 für %2 in %3 ausgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%n patch(es)</source>
        <translation>
            <numerusform>%n Patch</numerusform>
            <numerusform>%n Patches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no changes any more</source>
        <translation>%1 hat keine Änderungen mehr</translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>--prompt-file: cannot read %1: %2</source>
        <translation>--prompt-file: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--prompt-file: %1 is over a mebibyte: too long for a prompt</source>
        <translation>--prompt-file: %1 ist größer als ein Mebibyte: zu lang für einen Prompt</translation>
    </message>
    <message>
        <source>--prompt-file: %1 is not UTF-8 text</source>
        <translation>--prompt-file: %1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>--workflow names a workflow (kandesk workflow list)</source>
        <translation>--workflow nennt einen Workflow (kandesk workflow list)</translation>
    </message>
    <message>
        <source>the prompt comes from --prompt-file or the command line, not both</source>
        <translation>der Prompt kommt aus --prompt-file oder von der Befehlszeile, nicht aus beidem</translation>
    </message>
    <message>
        <source>%1 holds no prompt</source>
        <translation>%1 enthält keinen Prompt</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>die Standardeingabe</translation>
    </message>
    <message>
        <source>--start-timeout must be a whole number of seconds from 1 to 3600, not &quot;%1&quot;</source>
        <translation>--start-timeout muss eine ganze Zahl von Sekunden von 1 bis 3600 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--max-running-agents must be a whole number from 0 (any number) to 1000, not &quot;%1&quot;</source>
        <translation>--max-running-agents muss eine ganze Zahl von 0 (beliebig viele) bis 1000 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--repo PATH is required</source>
        <translation>--repo PATH ist erforderlich</translation>
    </message>
    <message>
        <source>--executor needs worktree, local or the name of an SSH or Docker executor</source>
        <translation>--executor braucht worktree, local oder den Namen einer SSH- oder Docker-Ausführung</translation>
    </message>
    <message>
        <source>--profile, --agent and --agent-command exclude each other</source>
        <translation>--profile, --agent und --agent-command schließen einander aus</translation>
    </message>
    <message>
        <source>--profile needs a profile&apos;s name or id</source>
        <translation>--profile braucht den Namen oder die ID eines Profils</translation>
    </message>
    <message>
        <source>--agent-command needs a command</source>
        <translation>--agent-command braucht einen Befehl</translation>
    </message>
    <message>
        <source>a prompt is required</source>
        <translation>ein Prompt ist erforderlich</translation>
    </message>
    <message>
        <source>--attempts names 1 to %1 agent profiles, separated by commas, not &quot;%2&quot;</source>
        <translation>--attempts nennt 1 bis %1 Agentenprofile, durch Kommas getrennt, nicht „%2“</translation>
    </message>
    <message>
        <source>--attempts names the agent profiles itself; it takes no --profile, --agent, --agent-command, --workflow, --image or --executor local</source>
        <translation>--attempts nennt die Agentenprofile selbst; es nimmt kein --profile, --agent, --agent-command, --workflow, --image oder --executor local</translation>
    </message>
    <message numerus="yes">
        <source>%n agent profile(s) run %1 (%2): pick one with --profile NAME</source>
        <translation>
            <numerusform>%n Agentenprofil führt %1 aus (%2): eines mit --profile NAME wählen</numerusform>
            <numerusform>%n Agentenprofile führen %1 aus (%2): eines mit --profile NAME wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent profile exists yet: pass --agent ID or --agent-command &quot;CMD&quot;</source>
        <translation>es gibt noch kein Agentenprofil: --agent ID oder --agent-command &quot;CMD&quot; angeben</translation>
    </message>
    <message>
        <source>kandesk run: repository not found: %1</source>
        <translation>kandesk run: Repository nicht gefunden: %1</translation>
    </message>
    <message>
        <source>kandesk run: the repository path is not a folder: %1</source>
        <translation>kandesk run: der Repository-Pfad ist kein Ordner: %1</translation>
    </message>
    <message>
        <source>kandesk run: cannot read the executors: </source>
        <translation>kandesk run: die Ausführungen können nicht gelesen werden: </translation>
    </message>
    <message>
        <source>kandesk run: no executor is named &quot;%1&quot;: use worktree, local, or an SSH or Docker executor that `kandesk executor list` shows (`kandesk executor add --type ssh|docker` adds one)</source>
        <translation>kandesk run: keine Ausführung heißt „%1“: worktree, local oder eine SSH- oder Docker-Ausführung verwenden, die `kandesk executor list` anzeigt (`kandesk executor add --type ssh|docker` fügt eine hinzu)</translation>
    </message>
    <message>
        <source>kandesk run: executor &quot;%1&quot; is of type %2; --executor takes worktree, local, an SSH or a Docker executor</source>
        <translation>kandesk run: Ausführung „%1“ ist vom Typ %2; --executor nimmt worktree, local, eine SSH- oder eine Docker-Ausführung</translation>
    </message>
    <message>
        <source>kandesk run: repository %1: %2</source>
        <translation>kandesk run: Repository %1: %2</translation>
    </message>
    <message>
        <source>kandesk run: --workflow: %1 (kandesk workflow list shows them)</source>
        <translation>kandesk run: --workflow: %1 (kandesk workflow list zeigt sie an)</translation>
    </message>
    <message>
        <source>: --image goes with a prompt (queued prompts carry no images)</source>
        <translation>: --image gehört zu einem Prompt (eingereihte Prompts tragen keine Bilder)</translation>
    </message>
    <message>
        <source>: a prompt is required (what the agent should do next)</source>
        <translation>: ein Prompt ist erforderlich (was der Agent als Nächstes tun soll)</translation>
    </message>
    <message>
        <source>: the session runs in another Kandesk process (agentctl pid %1); stop it first: kandesk task stop %2</source>
        <translation>: die Sitzung läuft in einem anderen Kandesk-Prozess (agentctl-PID %1); zuerst anhalten: kandesk task stop %2</translation>
    </message>
    <message>
        <source>: the session is still marked %1 (another Kandesk process may be launching it); pass --force if none is</source>
        <translation>: die Sitzung ist noch als %1 markiert (vielleicht startet sie gerade ein anderer Kandesk-Prozess); --force angeben, falls keiner das tut</translation>
    </message>
    <message>
        <source>: a prompt is required (what the agent should do next): nothing is queued for task %1</source>
        <translation>: ein Prompt ist erforderlich (was der Agent als Nächstes tun soll): für Aufgabe %1 ist nichts eingereiht</translation>
    </message>
    <message>
        <source>: the queued prompt was not sent and could not be queued again: </source>
        <translation>: der eingereihte Prompt wurde nicht gesendet und konnte nicht erneut eingereiht werden: </translation>
    </message>
</context>
<context>
    <name>RunTurn</name>
    <message>
        <source> (warning: %1)</source>
        <translation> (Warnung: %1)</translation>
    </message>
    <message>
        <source>Workspace ready: %1</source>
        <translation>Arbeitsverzeichnis bereit: %1</translation>
    </message>
    <message>
        <source>: permission &quot;%1&quot; rejected: standard input is not a terminal (pass --auto-approve to allow)</source>
        <translation>: Berechtigung „%1“ abgelehnt: die Standardeingabe ist kein Terminal (mit --auto-approve erlauben)</translation>
    </message>
    <message>
        <source>The agent asks: %1</source>
        <translation>Der Agent fragt: %1</translation>
    </message>
    <message>
        <source>Answer [1-%1]: </source>
        <translation>Antwort [1-%1]: </translation>
    </message>
    <message>
        <source>Answer with a number from 1 to %1: </source>
        <translation>Mit einer Zahl von 1 bis %1 antworten: </translation>
    </message>
    <message>
        <source>: the agent&apos;s request for input (&quot;%1&quot;) was declined: standard input is not a terminal</source>
        <translation>: die Eingabeanfrage des Agenten („%1“) wurde abgelehnt: die Standardeingabe ist kein Terminal</translation>
    </message>
    <message>
        <source>Open %1 in your browser and go on there? [y/N]: </source>
        <translation>%1 im Browser öffnen und dort weitermachen? [y/N]: </translation>
    </message>
    <message>
        <source>(Enter keeps the value in brackets; * is required; end the input to cancel.)</source>
        <translation>(Enter übernimmt den Wert in Klammern; * ist erforderlich; die Eingabe beenden, um abzubrechen.)</translation>
    </message>
    <message>
        <source>: interrupted; stopping the agent</source>
        <translation>: unterbrochen; der Agent wird angehalten</translation>
    </message>
    <message>
        <source>Done (%1). Workspace: %2</source>
        <translation>Fertig (%1). Arbeitsverzeichnis: %2</translation>
    </message>
    <message>
        <source>: stopping the agent failed: </source>
        <translation>: das Anhalten des Agenten ist fehlgeschlagen: </translation>
    </message>
    <message>
        <source>%1: waiting to start: %2; it starts by itself when that clears (max-running-agents: kandesk settings set max-running-agents N, or --max-running-agents N)</source>
        <translation>%1: wartet auf den Start: %2; er startet von selbst, sobald das vorbei ist (max-running-agents: kandesk settings set max-running-agents N oder --max-running-agents N)</translation>
    </message>
</context>
<context>
    <name>SecretCommands</name>
    <message>
        <source>Value for %1 (not shown): </source>
        <translation>Wert für %1 (wird nicht angezeigt): </translation>
    </message>
    <message>
        <source>: no value on standard input (pipe it in, or type it on a terminal)</source>
        <translation>: kein Wert auf der Standardeingabe (per Pipe übergeben oder in einem Terminal eingeben)</translation>
    </message>
    <message>
        <source>: %1 not saved: %2</source>
        <translation>: %1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>Saved secret %1.</source>
        <translation>Geheimnis %1 gespeichert.</translation>
    </message>
    <message>
        <source>No secrets.</source>
        <translation>Keine Geheimnisse.</translation>
    </message>
    <message>
        <source>: no secret named %1 (kandesk secret list shows them)</source>
        <translation>: kein Geheimnis namens %1 (kandesk secret list zeigt sie an)</translation>
    </message>
    <message>
        <source>: %1 not deleted: %2</source>
        <translation>: %1 nicht gelöscht: %2</translation>
    </message>
    <message>
        <source>Deleted secret %1.</source>
        <translation>Geheimnis %1 gelöscht.</translation>
    </message>
    <message>
        <source>kandesk secret: unknown command &quot;%1&quot; (known: set, list, delete)</source>
        <translation>kandesk secret: unbekannter Befehl „%1“ (bekannt: set, list, delete)</translation>
    </message>
</context>
<context>
    <name>SecretVaultWords</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>cannot restrict %1 to its owner: %2</source>
        <translation>%1 kann nicht auf seinen Eigentümer beschränkt werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); repair or remove it</source>
        <translation>%1 ist beschädigt (%2); reparieren oder entfernen Sie die Datei</translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation>%1 kann nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>secret &quot;%1&quot; is not stored in %2</source>
        <translation>das Geheimnis „%1“ ist nicht in %2 gespeichert</translation>
    </message>
    <message>
        <source>secret &quot;%1&quot; is not in the keychain</source>
        <translation>das Geheimnis „%1“ ist nicht im Schlüsselbund</translation>
    </message>
    <message>
        <source>the keychain refused secret &quot;%1&quot;: %2</source>
        <translation>der Schlüsselbund hat das Geheimnis „%1“ abgelehnt: %2</translation>
    </message>
    <message>
        <source>a secret needs a name</source>
        <translation>ein Geheimnis braucht einen Namen</translation>
    </message>
    <message>
        <source>the keychain did not answer for secret &quot;%1&quot;</source>
        <translation>der Schlüsselbund hat für das Geheimnis „%1“ nicht geantwortet</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <source>--profile and --agent exclude each other</source>
        <translation>--profile und --agent schließen einander aus</translation>
    </message>
    <message>
        <source>no agent profile runs the agent %1 (kandesk profile list)</source>
        <translation>kein Agentenprofil führt den Agenten %1 aus (kandesk profile list)</translation>
    </message>
    <message numerus="yes">
        <source>%n agent profile(s) run the agent %1: pick one with --profile NAME</source>
        <translation>
            <numerusform>%n Agentenprofil führt den Agenten %1 aus: eines mit --profile NAME wählen</numerusform>
            <numerusform>%n Agentenprofile führen den Agenten %1 aus: eines mit --profile NAME wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent profile exists yet (kandesk profile add)</source>
        <translation>es gibt noch kein Agentenprofil (kandesk profile add)</translation>
    </message>
    <message numerus="yes">
        <source>%n agent profile(s) exist: pick one with --profile NAME</source>
        <translation>
            <numerusform>%n Agentenprofil existiert: eines mit --profile NAME wählen</numerusform>
            <numerusform>%n Agentenprofile existieren: eines mit --profile NAME wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: --repo: no such folder: %2</source>
        <translation>%1: --repo: kein solcher Ordner: %2</translation>
    </message>
    <message>
        <source>The agent keeps no sessions.</source>
        <translation>Der Agent hat keine Sitzungen.</translation>
    </message>
    <message>
        <source>The agent keeps no sessions for %1.</source>
        <translation>Der Agent hat keine Sitzungen für %1.</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>: stopping the agent failed: </source>
        <translation>: das Anhalten des Agenten ist fehlgeschlagen: </translation>
    </message>
    <message>
        <source>Brought in before as task “%1” (%2).</source>
        <translation>Bereits früher als Aufgabe „%1“ (%2) übernommen.</translation>
    </message>
    <message>
        <source>Brought in as task “%1” (%2), its history in the transcript.</source>
        <translation>Als Aufgabe „%1“ (%2) übernommen, ihre bisherige Geschichte steht im Verlauf.</translation>
    </message>
    <message>
        <source>Go on with: kandesk task resume %1 &quot;…&quot;</source>
        <translation>Weiter mit: kandesk task resume %1 &quot;…&quot;</translation>
    </message>
    <message>
        <source>kandesk session: unknown command &quot;%1&quot; (known: list, import)</source>
        <translation>kandesk session: unbekannter Befehl „%1“ (bekannt: list, import)</translation>
    </message>
</context>
<context>
    <name>SessionImport</name>
    <message>
        <source>the agent keeps no session “%1”</source>
        <translation>der Agent hat keine Sitzung „%1“</translation>
    </message>
    <message>
        <source>which session? The agent&apos;s session id is missing</source>
        <translation>welche Sitzung? Die Sitzungs-ID des Agenten fehlt</translation>
    </message>
    <message>
        <source>the session ran in %1, which is not a folder here: it cannot be continued on this machine</source>
        <translation>die Sitzung lief in %1, das hier kein Ordner ist: sie kann auf diesem Rechner nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>no folder it named</source>
        <translation>kein Ordner angegeben</translation>
    </message>
    <message>
        <source>%1 session %2</source>
        <translation>Sitzung %2 von %1</translation>
    </message>
    <message>
        <source>cannot keep the session: %1</source>
        <translation>die Sitzung kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Brought in from %1&apos;s session %2</source>
        <translation>Übernommen aus der Sitzung %2 von %1</translation>
    </message>
    <message>
        <source>the task “%1” was made, but its agent did not take the session up: %2</source>
        <translation>die Aufgabe „%1“ wurde erstellt, aber ihr Agent hat die Sitzung nicht übernommen: %2</translation>
    </message>
</context>
<context>
    <name>SessionRecoveryWords</name>
    <message numerus="yes">
        <source>swept %n quick chat(s) but could not remove %1</source>
        <translation>
            <numerusform>%n Schnell-Chat aufgeräumt, aber %1 konnte nicht entfernt werden</numerusform>
            <numerusform>%n Schnell-Chats aufgeräumt, aber %1 konnte nicht entfernt werden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionSettingOptions</name>
    <message>
        <source>--%1 needs an id without spaces, as the agent names it (e.g. --%1 %2), not &quot;%3&quot;</source>
        <translation>--%1 braucht eine ID ohne Leerzeichen, wie der Agent sie nennt (z. B. --%1 %2), nicht „%3“</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <source>session %1 runs, but its agentctl&apos;s process id is unknown</source>
        <translation>Sitzung %1 läuft, aber die Prozess-ID ihres agentctl ist unbekannt</translation>
    </message>
    <message>
        <source>cannot stop agentctl (pid %1) of session %2: %3</source>
        <translation>agentctl (PID %1) von Sitzung %2 kann nicht angehalten werden: %3</translation>
    </message>
</context>
<context>
    <name>SessionStoreWords</name>
    <message>
        <source>session %1 does not exist</source>
        <translation>Sitzung %1 existiert nicht</translation>
    </message>
    <message>
        <source>task %1 has no session</source>
        <translation>Aufgabe %1 hat keine Sitzung</translation>
    </message>
    <message>
        <source>task %1: its newest session has an unknown state %2</source>
        <translation>Aufgabe %1: ihre neueste Sitzung hat einen unbekannten Zustand %2</translation>
    </message>
</context>
<context>
    <name>SettingsCommands</name>
    <message>
        <source>%1: no setting named &quot;%2&quot; (known: %3)</source>
        <translation>%1: keine Einstellung namens „%2“ (bekannt: %3)</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>kandesk settings: unknown command &quot;%1&quot; (known: list, get, set, unset)</source>
        <translation>kandesk settings: unbekannter Befehl „%1“ (bekannt: list, get, set, unset)</translation>
    </message>
    <message>
        <source>%1: %2 takes a whole number from 0 to %3, not &quot;%4&quot;</source>
        <translation>%1: %2 erwartet eine ganze Zahl von 0 bis %3, nicht „%4“</translation>
    </message>
</context>
<context>
    <name>SettingsRemovalQuestion</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Which tasks use it could not be told (%1).</source>
        <translation>Es ließ sich nicht ermitteln, welche Aufgaben dies verwenden (%1).</translation>
    </message>
    <message>
        <source>No task uses it.</source>
        <translation>Keine Aufgabe verwendet dies.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) use it:</source>
        <translation>
            <numerusform>%n Aufgabe verwendet dies:</numerusform>
            <numerusform>%n Aufgaben verwenden dies:</numerusform>
        </translation>
    </message>
    <message>
        <source>Which agent profiles use it could not be told (%1).</source>
        <translation>Es ließ sich nicht ermitteln, welche Agentenprofile dies verwenden (%1).</translation>
    </message>
    <message>
        <source>No agent profile starts it.</source>
        <translation>Kein Agentenprofil startet dies.</translation>
    </message>
    <message numerus="yes">
        <source>The agent profile(s) %1 start it: they cannot start until they name another agent.</source>
        <translation>
            <numerusform>Das Agentenprofil %1 startet dies: Es kann erst wieder starten, wenn es einen anderen Agenten angibt.</numerusform>
            <numerusform>Die Agentenprofile %1 starten dies: Sie können erst wieder starten, wenn sie einen anderen Agenten angeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>No agent profile uses it.</source>
        <translation>Kein Agentenprofil verwendet dies.</translation>
    </message>
    <message numerus="yes">
        <source>The agent profile(s) %1 use it: their agents start without it.</source>
        <translation>
            <numerusform>Das Agentenprofil %1 verwendet dies: Seine Agenten starten dann ohne dies.</numerusform>
            <numerusform>Die Agentenprofile %1 verwenden dies: Ihre Agenten starten dann ohne dies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupScriptWords</name>
    <message>
        <source>cannot run the setup script: %1</source>
        <translation>das Setup-Skript kann nicht ausgeführt werden: %1</translation>
    </message>
</context>
<context>
    <name>SetupStepWords</name>
    <message>
        <source>Run setup script</source>
        <translation>Setup-Skript ausführen</translation>
    </message>
    <message>
        <source>The setup script was stopped after its time limit; the agent starts anyway</source>
        <translation>Das Setup-Skript wurde nach seinem Zeitlimit angehalten; der Agent startet trotzdem</translation>
    </message>
    <message>
        <source>The setup script exited with code %1; the agent starts anyway</source>
        <translation>Das Setup-Skript wurde mit Code %1 beendet; der Agent startet trotzdem</translation>
    </message>
</context>
<context>
    <name>ShipCommands</name>
    <message>
        <source>: a message is required (-m MSG)</source>
        <translation>: eine Nachricht ist erforderlich (-m MSG)</translation>
    </message>
    <message>
        <source>  conflict: </source>
        <translation>  Konflikt: </translation>
    </message>
    <message>
        <source>Pushed %1 to origin.</source>
        <translation>%1 nach origin gepusht.</translation>
    </message>
    <message>
        <source>%1 is %2: %3</source>
        <translation>%1 ist %2: %3</translation>
    </message>
    <message>
        <source>%1 is already open: %2</source>
        <translation>%1 ist bereits offen: %2</translation>
    </message>
    <message>
        <source>Created %1 %2</source>
        <translation>%1 erstellt: %2</translation>
    </message>
    <message>
        <source>  uncommitted: </source>
        <translation>  nicht committet: </translation>
    </message>
    <message>
        <source>  not merged or pushed: </source>
        <translation>  nicht gemergt oder gepusht: </translation>
    </message>
    <message>
        <source>refused: removing the worktree would lose work:
%1
Merge or push it, or pass --force to remove it anyway.</source>
        <translation>abgelehnt: das Entfernen des Worktrees würde Arbeit verlieren:
%1
Sie mergen oder pushen oder mit --force trotzdem entfernen.</translation>
    </message>
    <message>
        <source>  not merged: </source>
        <translation>  nicht gemergt: </translation>
    </message>
    <message>
        <source>Moved “%1” to %2.</source>
        <translation>„%1“ nach %2 verschoben.</translation>
    </message>
    <message>
        <source>  removed worktree %1</source>
        <translation>  Worktree %1 entfernt</translation>
    </message>
    <message>
        <source>Opened %1 with %2.</source>
        <translation>%1 mit %2 geöffnet.</translation>
    </message>
</context>
<context>
    <name>ShipTarget</name>
    <message>
        <source>“%1” has no worktree (it has not run yet, ran in a folder of its own, or was finished)</source>
        <translation>„%1“ hat keinen Worktree (sie lief noch nicht, lief in einem eigenen Ordner oder wurde abgeschlossen)</translation>
    </message>
    <message>
        <source>The worktree %1 is not on a branch</source>
        <translation>Der Worktree %1 ist auf keinem Branch</translation>
    </message>
</context>
<context>
    <name>SqlHelpersWords</name>
    <message>
        <source>database error while preparing &quot;%1&quot;: %2</source>
        <translation>Datenbankfehler beim Vorbereiten von „%1“: %2</translation>
    </message>
    <message>
        <source>database error while running &quot;%1&quot;: %2</source>
        <translation>Datenbankfehler beim Ausführen von „%1“: %2</translation>
    </message>
    <message>
        <source>database error while starting a transaction: %1</source>
        <translation>Datenbankfehler beim Beginnen einer Transaktion: %1</translation>
    </message>
    <message>
        <source>database error while committing: %1</source>
        <translation>Datenbankfehler beim Abschließen einer Transaktion: %1</translation>
    </message>
</context>
<context>
    <name>SshConnectionWords</name>
    <message>
        <source>%1 failed (exit code %2)</source>
        <translation>%1 ist fehlgeschlagen (Exit-Code %2)</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot make a private folder for the SSH control socket in %1</source>
        <translation>für den SSH-Steuer-Socket kann in %1 kein privater Ordner angelegt werden</translation>
    </message>
    <message>
        <source>cannot run ssh: is the OpenSSH client installed?</source>
        <translation>ssh kann nicht ausgeführt werden: Ist der OpenSSH-Client installiert?</translation>
    </message>
    <message>
        <source>The connection to %1 ended as soon as it was made: %2</source>
        <translation>Die Verbindung zu %1 endete sofort nach dem Aufbau: %2</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>Nicht mit %1 verbunden.</translation>
    </message>
    <message>
        <source>cannot run ssh: %1</source>
        <translation>ssh kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>cannot read %1 to upload it</source>
        <translation>%1 kann zum Hochladen nicht gelesen werden</translation>
    </message>
    <message>
        <source>the upload to %1 failed: %2</source>
        <translation>das Hochladen nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>cannot check the uploaded %1: the remote has no sha256sum (coreutils)</source>
        <translation>das hochgeladene %1 kann nicht geprüft werden: Der entfernte Rechner hat kein sha256sum (coreutils)</translation>
    </message>
    <message>
        <source>the uploaded %1 differs from the local file (sha256 %2, expected %3)</source>
        <translation>das hochgeladene %1 unterscheidet sich von der lokalen Datei (sha256 %2, erwartet %3)</translation>
    </message>
    <message>
        <source>no free local port to forward to %1</source>
        <translation>kein freier lokaler Port für die Weiterleitung nach %1</translation>
    </message>
    <message>
        <source>cannot forward local port %1 to port %2 on %3: %4</source>
        <translation>der lokale Port %1 kann nicht an Port %2 auf %3 weitergeleitet werden: %4</translation>
    </message>
</context>
<context>
    <name>SshExecutorBackendWords</name>
    <message>
        <source>cannot stop agentctl (pid %1) on %2: %3</source>
        <translation>agentctl (PID %1) auf %2 kann nicht angehalten werden: %3</translation>
    </message>
    <message>
        <source>processes of agentctl (pid %1) are still running on %2</source>
        <translation>Prozesse von agentctl (PID %1) laufen noch auf %2</translation>
    </message>
</context>
<context>
    <name>SshExecutorStoreWords</name>
    <message numerus="yes">
        <source>%n executor profile(s) are named like &quot;%1&quot; (the case differs): give the exact name</source>
        <translation>
            <numerusform>%n Ausführungsprofil heißt wie „%1“ (die Groß-/Kleinschreibung unterscheidet sich): geben Sie den genauen Namen an</numerusform>
            <numerusform>%n Ausführungsprofile heißen wie „%1“ (die Groß-/Kleinschreibung unterscheidet sich): geben Sie den genauen Namen an</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshFailureWords</name>
    <message>
        <source>The host key of %1 has changed since it was trusted, so Kandesk refused to connect (someone may be impersonating the host). If the host was reinstalled, remove its old key (ssh-keygen -R &apos;%2&apos; -f %3) and accept the new one after checking its fingerprint.</source>
        <translation>Der Host-Schlüssel von %1 hat sich geändert, seit ihm vertraut wurde, daher hat Kandesk die Verbindung verweigert (jemand könnte sich als der Host ausgeben). Falls der Host neu installiert wurde, seinen alten Schlüssel entfernen (ssh-keygen -R &apos;%2&apos; -f %3) und den neuen annehmen, nachdem sein Fingerabdruck geprüft wurde.</translation>
    </message>
    <message>
        <source>%1 is not a known host: its key is not in %2, and host keys are checked strictly. Check the host&apos;s fingerprint, then add its key (ssh-keyscan -p %3 %4 &gt;&gt; %2).</source>
        <translation>%1 ist kein bekannter Host: Sein Schlüssel steht nicht in %2, und Host-Schlüssel werden streng geprüft. Den Fingerabdruck des Hosts prüfen, dann seinen Schlüssel hinzufügen (ssh-keyscan -p %3 %4 &gt;&gt; %2).</translation>
    </message>
    <message>
        <source>%1 refused the login%2 with %3. Check that the public key is in the remote user&apos;s ~/.ssh/authorized_keys.</source>
        <translation>%1 hat die Anmeldung%2 mit %3 abgelehnt. Prüfen, ob der öffentliche Schlüssel in ~/.ssh/authorized_keys des entfernten Benutzers steht.</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>your ssh-agent&apos;s keys and ssh&apos;s default keys</source>
        <translation>den Schlüsseln des ssh-agent und den Standardschlüsseln von ssh</translation>
    </message>
    <message>
        <source>the key %1</source>
        <translation>dem Schlüssel %1</translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2).</source>
        <translation>%1 ist nicht erreichbar (%2).</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>Die Verbindung zu %1 ist verloren.</translation>
    </message>
    <message>
        <source>ssh to %1 failed without saying why.</source>
        <translation>ssh zu %1 ist ohne Angabe von Gründen fehlgeschlagen.</translation>
    </message>
    <message>
        <source>ssh to %1 failed: %2</source>
        <translation>ssh zu %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>SshHostKeysWords</name>
    <message>
        <source>%1 could not start (is OpenSSH&apos;s client installed?)</source>
        <translation>%1 konnte nicht starten (ist der OpenSSH-Client installiert?)</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>%1 did not show its host key: is the host reachable and an SSH server listening on port %2?</source>
        <translation>%1 hat seinen Host-Schlüssel nicht gezeigt: Ist der Host erreichbar, und lauscht ein SSH-Server auf Port %2?</translation>
    </message>
    <message>
        <source>ssh-keygen could not read the host&apos;s keys: %1</source>
        <translation>ssh-keygen konnte die Schlüssel des Hosts nicht lesen: %1</translation>
    </message>
    <message>
        <source>the host key of %1 changed since it was accepted: it stays refused. If the host was reinstalled, check the new fingerprint with its administrator and remove the old key (ssh-keygen -R &apos;%2&apos; -f %3) before accepting again</source>
        <translation>der Host-Schlüssel von %1 hat sich geändert, seit er angenommen wurde: Er bleibt abgelehnt. Falls der Host neu installiert wurde, den neuen Fingerabdruck mit seinem Administrator prüfen und den alten Schlüssel entfernen (ssh-keygen -R &apos;%2&apos; -f %3), bevor er erneut angenommen wird</translation>
    </message>
    <message>
        <source>there is no host key to accept: look at the host&apos;s fingerprint first</source>
        <translation>es gibt keinen Host-Schlüssel zum Annehmen: zuerst den Fingerabdruck des Hosts ansehen</translation>
    </message>
    <message>
        <source>the folder %1 could not be made for the known-hosts file</source>
        <translation>der Ordner %1 für die Known-Hosts-Datei konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>the known-hosts file %1 could not be written: %2</source>
        <translation>die Known-Hosts-Datei %1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SshHostWords</name>
    <message>
        <source>the identity file path has a control character (a line break?)</source>
        <translation>der Pfad der Identitätsdatei enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the known-hosts file path has a control character (a line break?)</source>
        <translation>der Pfad der Known-Hosts-Datei enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the identity file must be an absolute path, got &quot;%1&quot;</source>
        <translation>die Identitätsdatei muss ein absoluter Pfad sein, angegeben war „%1“</translation>
    </message>
    <message>
        <source>the known-hosts file must be an absolute path, got &quot;%1&quot;</source>
        <translation>die Known-Hosts-Datei muss ein absoluter Pfad sein, angegeben war „%1“</translation>
    </message>
    <message>
        <source>the host is missing (a name like build.example.org or an address)</source>
        <translation>der Host fehlt (ein Name wie build.example.org oder eine Adresse)</translation>
    </message>
    <message>
        <source>the host &quot;%1&quot; has an @: give the user separately (--user)</source>
        <translation>der Host „%1“ enthält ein @: geben Sie den Benutzer getrennt an (--user)</translation>
    </message>
    <message>
        <source>the host &quot;%1&quot; starts with a dash (ssh would read it as an option)</source>
        <translation>der Host „%1“ beginnt mit einem Bindestrich (ssh würde ihn als Option lesen)</translation>
    </message>
    <message>
        <source>the host &quot;%1&quot; has characters a host name or address cannot have</source>
        <translation>der Host „%1“ enthält Zeichen, die ein Hostname oder eine Adresse nicht haben kann</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535, got %1</source>
        <translation>der Port muss eine Zahl von 1 bis 65535 sein, angegeben war %1</translation>
    </message>
    <message>
        <source>the user &quot;%1&quot; starts with a dash (ssh would read it as an option)</source>
        <translation>der Benutzer „%1“ beginnt mit einem Bindestrich (ssh würde ihn als Option lesen)</translation>
    </message>
    <message>
        <source>the user &quot;%1&quot; is not a user name (letters, digits, . _ -)</source>
        <translation>der Benutzer „%1“ ist kein Benutzername (Buchstaben, Ziffern, . _ -)</translation>
    </message>
    <message>
        <source>the remote directory has a control character (a line break?)</source>
        <translation>das entfernte Verzeichnis enthält ein Steuerzeichen (einen Zeilenumbruch?)</translation>
    </message>
    <message>
        <source>the remote directory must be absolute or start with ~/ (the remote home), got &quot;%1&quot;</source>
        <translation>das entfernte Verzeichnis muss absolut sein oder mit ~/ (dem entfernten Home-Verzeichnis) beginnen, angegeben war „%1“</translation>
    </message>
    <message>
        <source>no file at %1 (make it with the host&apos;s key, e.g. ssh-keyscan -p PORT HOST &gt; FILE after checking its fingerprint, or leave it out to use ~/.ssh/known_hosts)</source>
        <translation>keine Datei unter %1 (erstellen Sie sie mit dem Schlüssel des Hosts, z. B. ssh-keyscan -p PORT HOST &gt; FILE, nachdem Sie seinen Fingerabdruck geprüft haben, oder lassen Sie sie weg, um ~/.ssh/known_hosts zu verwenden)</translation>
    </message>
    <message>
        <source>no file at %1</source>
        <translation>keine Datei unter %1</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>%1 cannot be read (permissions)</source>
        <translation>%1 kann nicht gelesen werden (Berechtigungen)</translation>
    </message>
    <message>
        <source>%1 is a public key; give the private key (the same name without .pub)</source>
        <translation>%1 ist ein öffentlicher Schlüssel; geben Sie den privaten Schlüssel an (derselbe Name ohne .pub)</translation>
    </message>
    <message>
        <source>The host key of %1 is already trusted (in %2):
%3</source>
        <translation>Der Host-Schlüssel von %1 ist bereits vertrauenswürdig (in %2):
%3</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED since it was accepted; connections stay refused (someone may be impersonating the host). It offers now:
%2</source>
        <translation>Der Host-Schlüssel von %1 hat sich GEÄNDERT, seit er akzeptiert wurde; Verbindungen bleiben abgelehnt (jemand gibt sich möglicherweise als der Host aus). Er bietet jetzt an:
%2</translation>
    </message>
    <message>
        <source>%1 is not known yet. Compare these fingerprints with the ones its administrator gives you before accepting:
%2</source>
        <translation>%1 ist noch nicht bekannt. Vergleichen Sie diese Fingerabdrücke vor dem Akzeptieren mit denen, die Ihnen sein Administrator nennt:
%2</translation>
    </message>
</context>
<context>
    <name>SshInstanceCreationWords</name>
    <message>
        <source>Connect to %1</source>
        <translation>Mit %1 verbinden</translation>
    </message>
    <message>
        <source>Check the remote</source>
        <translation>Entfernten Rechner prüfen</translation>
    </message>
    <message>
        <source>git, architecture and free space in %1</source>
        <translation>git, Architektur und freier Platz in %1</translation>
    </message>
    <message>
        <source>preparing %1 on %2</source>
        <translation>das Vorbereiten von %1 auf %2</translation>
    </message>
    <message>
        <source>cannot tell where %1 is on %2</source>
        <translation>es ist nicht feststellbar, wo %1 auf %2 liegt</translation>
    </message>
    <message>
        <source>%1 has no git: install git there to run agents on it</source>
        <translation>%1 hat kein git: git dort installieren, um Agenten darauf auszuführen</translation>
    </message>
    <message>
        <source>the agent&apos;s command &quot;%1&quot; is not found on %2: install it there (or put it on the PATH of its login shell) to run this agent on it</source>
        <translation>der Befehl des Agenten „%1“ wurde auf %2 nicht gefunden: ihn dort installieren (oder in den PATH seiner Login-Shell legen), um diesen Agenten darauf auszuführen</translation>
    </message>
    <message>
        <source>%1 is a %2 machine; Kandesk&apos;s agentctl bundle is for %3</source>
        <translation>%1 ist ein %2-Rechner; das agentctl-Paket von Kandesk ist für %3</translation>
    </message>
    <message>
        <source>the disk of %1 is full: %2 MiB free in %3, at least %4 MiB needed</source>
        <translation>die Festplatte von %1 ist voll: %2 MiB frei in %3, mindestens %4 MiB nötig</translation>
    </message>
    <message>
        <source>%1 · git %2 · %3 · %4 MiB free</source>
        <translation>%1 · git %2 · %3 · %4 MiB frei</translation>
    </message>
    <message>
        <source>Upload agentctl</source>
        <translation>agentctl hochladen</translation>
    </message>
    <message>
        <source>Kandesk&apos;s portable agentctl is missing (%1): reinstall Kandesk (its package puts it in libexec/kandesk/portable), or build the agentctl_portable target of a build tree</source>
        <translation>Das portable agentctl von Kandesk fehlt (%1): Kandesk neu installieren (sein Paket legt es in libexec/kandesk/portable ab) oder das Ziel agentctl_portable eines Build-Baums bauen</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>unpacking agentctl on the remote</source>
        <translation>das Entpacken von agentctl auf dem entfernten Rechner</translation>
    </message>
    <message>
        <source>uploaded</source>
        <translation>hochgeladen</translation>
    </message>
    <message>
        <source>already there (same sha256)</source>
        <translation>bereits vorhanden (gleiche sha256)</translation>
    </message>
    <message>
        <source>Prepare the repository on the remote</source>
        <translation>Repository auf dem entfernten Rechner vorbereiten</translation>
    </message>
    <message>
        <source>no repository: the agent works in an empty folder</source>
        <translation>kein Repository: Der Agent arbeitet in einem leeren Ordner</translation>
    </message>
    <message>
        <source>Reuse the worktree</source>
        <translation>Worktree wiederverwenden</translation>
    </message>
    <message>
        <source>looking for the worktree on the remote</source>
        <translation>die Suche nach dem Worktree auf dem entfernten Rechner</translation>
    </message>
    <message>
        <source>the worktree of this session, %1, is gone from %2: start the task again</source>
        <translation>der Worktree dieser Sitzung, %1, ist auf %2 nicht mehr vorhanden: die Aufgabe neu starten</translation>
    </message>
    <message>
        <source>%1 (the previous agentctl, pid %2, ended)</source>
        <translation>%1 (das vorige agentctl, PID %2, wurde beendet)</translation>
    </message>
    <message>
        <source>Create the worktree</source>
        <translation>Worktree anlegen</translation>
    </message>
    <message>
        <source>creating the worktree on the remote</source>
        <translation>das Anlegen des Worktrees auf dem entfernten Rechner</translation>
    </message>
    <message>
        <source>%1 on branch %2</source>
        <translation>%1 auf Branch %2</translation>
    </message>
    <message>
        <source>Run the setup script</source>
        <translation>Setup-Skript ausführen</translation>
    </message>
    <message>
        <source>the setup script</source>
        <translation>das Setup-Skript</translation>
    </message>
    <message>
        <source>the setup script failed (exit code %1): %2</source>
        <translation>das Setup-Skript ist fehlgeschlagen (Exit-Code %1): %2</translation>
    </message>
    <message>
        <source>Start agentctl on the remote</source>
        <translation>agentctl auf dem entfernten Rechner starten</translation>
    </message>
    <message>
        <source>starting agentctl on the remote</source>
        <translation>das Starten von agentctl auf dem entfernten Rechner</translation>
    </message>
    <message>
        <source>pid %1, port %2 on the remote&apos;s loopback</source>
        <translation>PID %1, Port %2 auf dem Loopback des entfernten Rechners</translation>
    </message>
    <message>
        <source>Forward its port</source>
        <translation>Seinen Port weiterleiten</translation>
    </message>
    <message>
        <source>agentctl on %1 does not answer through the forward: %2</source>
        <translation>agentctl auf %1 antwortet nicht über die Weiterleitung: %2</translation>
    </message>
    <message>
        <source>the remote agentctl refused the bootstrap handshake: %1</source>
        <translation>das entfernte agentctl hat den Bootstrap-Handshake abgelehnt: %1</translation>
    </message>
    <message>
        <source>Create agent instance</source>
        <translation>Agenteninstanz anlegen</translation>
    </message>
    <message>
        <source>the remote agentctl could not create the agent instance: %1</source>
        <translation>das entfernte agentctl konnte die Agenteninstanz nicht anlegen: %1</translation>
    </message>
    <message>
        <source>an SSH launch needs its executor profile (which host to run on)</source>
        <translation>ein SSH-Start braucht sein Ausführungsprofil (auf welchem Host er laufen soll)</translation>
    </message>
    <message>
        <source>no SSH hosts are known</source>
        <translation>es sind keine SSH-Hosts bekannt</translation>
    </message>
</context>
<context>
    <name>SshReattachWords</name>
    <message>
        <source>execution %1 was registered without what finding its remote agentctl needs</source>
        <translation>Ausführung %1 wurde ohne das registriert, was zum Finden ihres entfernten agentctl nötig ist</translation>
    </message>
    <message>
        <source>no SSH hosts are known</source>
        <translation>es sind keine SSH-Hosts bekannt</translation>
    </message>
    <message>
        <source>cannot ask %1 whether agentctl (pid %2) still runs: %3</source>
        <translation>%1 kann nicht gefragt werden, ob agentctl (PID %2) noch läuft: %3</translation>
    </message>
    <message>
        <source>agentctl (pid %1) on %2 is no longer running</source>
        <translation>agentctl (PID %1) auf %2 läuft nicht mehr</translation>
    </message>
    <message>
        <source>agentctl (pid %1) on %2 runs but does not answer through the forward: %3</source>
        <translation>agentctl (PID %1) auf %2 läuft, antwortet aber nicht über die Weiterleitung: %3</translation>
    </message>
</context>
<context>
    <name>SshRepositoryMirrorWords</name>
    <message>
        <source>cannot run git: %1</source>
        <translation>git kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>git %1 did not finish within %2 s</source>
        <translation>git %1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>cannot tell the base branch of %1: %2</source>
        <translation>der Basis-Branch von %1 ist nicht feststellbar: %2</translation>
    </message>
    <message>
        <source>making the repository mirror on the remote</source>
        <translation>das Anlegen des Repository-Spiegels auf dem entfernten Rechner</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>%1 von %2 geholt</translation>
    </message>
    <message>
        <source>%1 cannot fetch from %2 (%3): pushed %4 from this machine instead</source>
        <translation>%1 kann nicht von %2 holen (%3): stattdessen %4 von diesem Rechner gepusht</translation>
    </message>
    <message>
        <source>the connection to %1 was lost</source>
        <translation>die Verbindung zu %1 ist verloren</translation>
    </message>
    <message>
        <source>cannot push %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 gepusht werden: %3</translation>
    </message>
    <message>
        <source>pushed %1 to %2</source>
        <translation>%1 nach %2 gepusht</translation>
    </message>
</context>
<context>
    <name>SshWorkerWords</name>
    <message>
        <source>The connection to %1 was lost and could not be made again.</source>
        <translation>Die Verbindung zu %1 ist verloren und konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>the remote command did not finish within %1 s</source>
        <translation>der entfernte Befehl wurde nicht innerhalb von %1 s fertig</translation>
    </message>
    <message>
        <source>the upload of %1 did not finish within %2 s</source>
        <translation>das Hochladen von %1 wurde nicht innerhalb von %2 s fertig</translation>
    </message>
    <message>
        <source>the port forward did not answer within %1 s</source>
        <translation>die Port-Weiterleitung hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <source>cancelling the port forward did not answer within %1 s</source>
        <translation>das Beenden der Port-Weiterleitung hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <source>Reconnecting to %1: the SSH connection was lost.</source>
        <translation>Neue Verbindung zu %1: Die SSH-Verbindung war verloren.</translation>
    </message>
    <message>
        <source>Gave up reconnecting to %1 after %2 tries: %3</source>
        <translation>Neuverbindung zu %1 nach %2 Versuchen aufgegeben: %3</translation>
    </message>
    <message>
        <source>Reconnected to %1, but %2</source>
        <translation>Wieder mit %1 verbunden, aber %2</translation>
    </message>
    <message>
        <source>Reconnected to %1.</source>
        <translation>Wieder mit %1 verbunden.</translation>
    </message>
</context>
<context>
    <name>SshWorktreeCleanupWords</name>
    <message>
        <source>the remote worktrees on %1 were kept: %2</source>
        <translation>die entfernten Worktrees auf %1 wurden behalten: %2</translation>
    </message>
    <message>
        <source>%1 has uncommitted work</source>
        <translation>%1 hat nicht committete Arbeit</translation>
    </message>
    <message>
        <source>%1 is not a worktree Kandesk made (not under a &quot;worktrees&quot; folder)</source>
        <translation>%1 ist kein Worktree, den Kandesk angelegt hat (nicht unter einem Ordner „worktrees“)</translation>
    </message>
    <message>
        <source>%1 could not be removed: %2</source>
        <translation>%1 konnte nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>on %1, %2</source>
        <translation>auf %1: %2</translation>
    </message>
</context>
<context>
    <name>StandaloneBackendWords</name>
    <message>
        <source>agentctl on port %1 is not healthy: %2</source>
        <translation>agentctl auf Port %1 ist nicht bereit: %2</translation>
    </message>
    <message>
        <source>agentctl refused the bootstrap handshake: %1</source>
        <translation>agentctl hat den Bootstrap-Handshake abgelehnt: %1</translation>
    </message>
    <message>
        <source>Start agentctl</source>
        <translation>agentctl starten</translation>
    </message>
    <message>
        <source>used a spare agentctl started in advance (pid %1)</source>
        <translation>ein vorab gestartetes agentctl in Reserve verwendet (PID %1)</translation>
    </message>
    <message>
        <source>Task limits (%1) not applied</source>
        <translation>Aufgabenlimits (%1) nicht angewendet</translation>
    </message>
    <message>
        <source>limited to %1 for the task (cgroup kandesk-%2)</source>
        <translation>für die Aufgabe auf %1 begrenzt (cgroup kandesk-%2)</translation>
    </message>
    <message>
        <source>Create agent instance</source>
        <translation>Agenteninstanz anlegen</translation>
    </message>
    <message>
        <source>agentctl could not create the agent instance: %1</source>
        <translation>agentctl konnte die Agenteninstanz nicht anlegen: %1</translation>
    </message>
    <message>
        <source>It used more memory than its task may (%1), so the system stopped it; this task alone was affected. Raise the limit in Settings ▸ Agents at once (or kandesk settings set agent-memory-limit-mb N), or ask for smaller steps.</source>
        <translation>Er hat mehr Speicher verbraucht, als seiner Aufgabe zusteht (%1), daher hat das System ihn angehalten; nur diese Aufgabe war betroffen. Das Limit sofort unter Einstellungen ▸ Agenten erhöhen (oder mit kandesk settings set agent-memory-limit-mb N) oder um kleinere Schritte bitten.</translation>
    </message>
</context>
<context>
    <name>StartupRecoveryWords</name>
    <message>
        <source>recovery could not start: %1</source>
        <translation>die Wiederherstellung konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>StepColours</name>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Schiefergrau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Bernstein</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Lime</source>
        <translation>Limette</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Emerald</source>
        <translation>Smaragd</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>Cyan</source>
        <translation>Cyan</translation>
    </message>
    <message>
        <source>Sky</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Indigo</translation>
    </message>
    <message>
        <source>Violet</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Fuchsia</source>
        <translation>Fuchsia</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rosenrot</translation>
    </message>
</context>
<context>
    <name>StepRules</name>
    <message>
        <source>“%1” is the last step: there is no next one</source>
        <translation>„%1“ ist der letzte Schritt: es gibt keinen nächsten</translation>
    </message>
    <message>
        <source>“%1” is the first step: there is no previous one</source>
        <translation>„%1“ ist der erste Schritt: es gibt keinen vorherigen</translation>
    </message>
    <message>
        <source>the step to move to is no longer in “%1”</source>
        <translation>der Zielschritt ist nicht mehr in „%1“</translation>
    </message>
    <message>
        <source>set_session_mode names no mode</source>
        <translation>set_session_mode nennt keinen Modus</translation>
    </message>
    <message>
        <source>Kandesk does not run “%1” (a kandev office action)</source>
        <translation>Kandesk führt „%1“ nicht aus (eine Office-Aktion von kandev)</translation>
    </message>
    <message>
        <source>no agent profile here is %1 (agent, model and mode as “%2” names them)</source>
        <translation>kein Agentenprofil hier ist %1 (Agent, Modell und Modus, wie „%2“ sie nennt)</translation>
    </message>
</context>
<context>
    <name>StoreAdaptersWords</name>
    <message>
        <source>agent profile &quot;%1&quot;: %2</source>
        <translation>Agentenprofil „%1“: %2</translation>
    </message>
</context>
<context>
    <name>TaskAttempts</name>
    <message>
        <source>its agent is at work in another Kandesk: stop it there first</source>
        <translation>ihr Agent arbeitet in einer anderen Kandesk-Instanz: zuerst dort anhalten</translation>
    </message>
    <message>
        <source>its agent could not be stopped: %1</source>
        <translation>ihr Agent konnte nicht angehalten werden: %1</translation>
    </message>
    <message>
        <source>“%1” is an attempt itself: try again from the task it is an attempt of</source>
        <translation>„%1“ ist selbst ein Versuch: erneut von der Aufgabe aus versuchen, zu der er gehört</translation>
    </message>
    <message>
        <source>“%1” has no repository: attempts need worktrees of their own</source>
        <translation>„%1“ hat kein Repository: Versuche brauchen eigene Worktrees</translation>
    </message>
    <message>
        <source>“%1” runs in the repository&apos;s own checkout (executor %2): attempts need worktrees of their own, so pick a worktree executor for the task</source>
        <translation>„%1“ läuft im eigenen Checkout des Repositorys (Ausführung %2): Versuche brauchen eigene Worktrees, daher für die Aufgabe eine Worktree-Ausführung wählen</translation>
    </message>
    <message>
        <source>attempts start where agents run: in the window or with kandesk run --attempts</source>
        <translation>Versuche starten dort, wo Agenten laufen: im Fenster oder mit kandesk run --attempts</translation>
    </message>
    <message>
        <source>name 1 to %1 agent profiles for the attempts (%2 named)</source>
        <translation>1 bis %1 Agentenprofile für die Versuche angeben (%2 angegeben)</translation>
    </message>
    <message>
        <source>no agent profile %1: %2</source>
        <translation>kein Agentenprofil %1: %2</translation>
    </message>
    <message>
        <source>%1 · attempt %2 (%3)</source>
        <translation>%1 · Versuch %2 (%3)</translation>
    </message>
    <message>
        <source>attempt %1 could not be made: %2</source>
        <translation>Versuch %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>attempt %1 could not be recorded: %2</source>
        <translation>Versuch %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>attempt with %1: %2</source>
        <translation>Versuch mit %1: %2</translation>
    </message>
    <message>
        <source>not every attempt started (the others work on): %1</source>
        <translation>nicht alle Versuche wurden gestartet (die anderen arbeiten weiter): %1</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>archived: its worktree is gone, its branch is kept</source>
        <translation>archiviert: sein Worktree ist entfernt, sein Branch bleibt erhalten</translation>
    </message>
    <message>
        <source>attempt %1 was deleted</source>
        <translation>Versuch %1 wurde gelöscht</translation>
    </message>
    <message>
        <source>the task has no attempt %1</source>
        <translation>die Aufgabe hat keinen Versuch %1</translation>
    </message>
    <message>
        <source>attempt %1 has no worktree on this machine</source>
        <translation>Versuch %1 hat keinen Worktree auf diesem Rechner</translation>
    </message>
    <message>
        <source>attempt %1 was kept already</source>
        <translation>Versuch %1 wurde bereits übernommen</translation>
    </message>
    <message>
        <source>“%1” has a worktree of its own (%2): finish or delete its work first, then keep an attempt</source>
        <translation>„%1“ hat einen eigenen Worktree (%2): zuerst dessen Arbeit abschließen oder löschen, dann einen Versuch übernehmen</translation>
    </message>
    <message>
        <source>attempt %1 is gone: %2</source>
        <translation>Versuch %1 ist nicht mehr vorhanden: %2</translation>
    </message>
    <message>
        <source>attempt %1 is archived: unarchive it first</source>
        <translation>Versuch %1 ist archiviert: zuerst die Archivierung aufheben</translation>
    </message>
    <message>
        <source>attempt %1 has no worktree on this machine to keep (one on an SSH host is not moved)</source>
        <translation>Versuch %1 hat auf diesem Rechner keinen Worktree zum Übernehmen (einer auf einem SSH-Host wird nicht verschoben)</translation>
    </message>
    <message>
        <source>attempt %1: %2</source>
        <translation>Versuch %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>attempt %1 has %n uncommitted file(s)</source>
        <translation>
            <numerusform>Versuch %1 hat %n nicht committete Datei</numerusform>
            <numerusform>Versuch %1 hat %n nicht committete Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; archiving loses them: commit them, or keep attempt %2 anyway</source>
        <translation>%1; beim Archivieren gehen sie verloren: sie committen oder Versuch %2 trotzdem übernehmen</translation>
    </message>
    <message>
        <source>attempt %1&apos;s worktree could not be moved to %2: %3</source>
        <translation>der Worktree von Versuch %1 konnte nicht nach %2 verschoben werden: %3</translation>
    </message>
    <message>
        <source>attempt %1&apos;s checkpoints could not be handed over: %2</source>
        <translation>die Prüfpunkte von Versuch %1 konnten nicht übergeben werden: %2</translation>
    </message>
    <message>
        <source>attempt %1&apos;s worktree is the task&apos;s now, but its sessions were not handed over: %2</source>
        <translation>der Worktree von Versuch %1 gehört jetzt der Aufgabe, aber seine Sitzungen wurden nicht übergeben: %2</translation>
    </message>
    <message>
        <source>attempt %1 is kept, but “%2” was not archived: %3</source>
        <translation>Versuch %1 wurde übernommen, aber „%2“ wurde nicht archiviert: %3</translation>
    </message>
</context>
<context>
    <name>TaskCgroupsWords</name>
    <message>
        <source>cannot write %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 geschrieben werden: %3</translation>
    </message>
    <message>
        <source>busctl is not installed</source>
        <translation>busctl ist nicht installiert</translation>
    </message>
    <message>
        <source>the user&apos;s systemd did not answer within 5 s</source>
        <translation>das systemd des Benutzers hat nicht innerhalb von 5 s geantwortet</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>Speicher %1</translation>
    </message>
    <message>
        <source>CPU %1% of a core</source>
        <translation>CPU %1% eines Kerns</translation>
    </message>
    <message>
        <source>this process may not make cgroups in %1 (Kandesk runs as a user without a delegated cgroup)</source>
        <translation>dieser Prozess darf in %1 keine cgroups anlegen (Kandesk läuft als Benutzer ohne delegierte cgroup)</translation>
    </message>
    <message>
        <source>the cgroup Kandesk runs in (%1) does not hand the memory controller down to its children</source>
        <translation>die cgroup, in der Kandesk läuft (%1), reicht den Speicher-Controller nicht an ihre Kinder weiter</translation>
    </message>
    <message>
        <source>this process may not make cgroups in %1</source>
        <translation>dieser Prozess darf in %1 keine cgroups anlegen</translation>
    </message>
    <message>
        <source>, and </source>
        <translation>, und </translation>
    </message>
    <message>
        <source>no cgroup filesystem with a memory controller is mounted</source>
        <translation>es ist kein cgroup-Dateisystem mit Speicher-Controller eingehängt</translation>
    </message>
    <message>
        <source>the user&apos;s systemd does not answer (%1)</source>
        <translation>das systemd des Benutzers antwortet nicht (%1)</translation>
    </message>
    <message>
        <source>the user&apos;s systemd did not make the scope %1: %2</source>
        <translation>das systemd des Benutzers hat den Scope %1 nicht angelegt: %2</translation>
    </message>
    <message>
        <source>cannot make the cgroup %1</source>
        <translation>die cgroup %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>TaskChanges</name>
    <message>
        <source>the task has no workspace yet: start it first</source>
        <translation>die Aufgabe hat noch kein Arbeitsverzeichnis: sie zuerst starten</translation>
    </message>
    <message>
        <source>the task&apos;s worktree is on another host: staging and discarding there is not supported yet (ask the agent to do it)</source>
        <translation>der Worktree der Aufgabe liegt auf einem anderen Host: Stagen und Verwerfen wird dort noch nicht unterstützt (den Agenten darum bitten)</translation>
    </message>
    <message>
        <source>the task has %1 repositories and runs on another host: changes there are read for a task of one repository only (an SSH host gets no worktree for a task of several; its agent works in an empty folder)</source>
        <translation>die Aufgabe hat %1 Repositorys und läuft auf einem anderen Host: Änderungen dort werden nur für eine Aufgabe mit einem Repository gelesen (ein SSH-Host bekommt für eine Aufgabe mit mehreren keinen Worktree; ihr Agent arbeitet in einem leeren Ordner)</translation>
    </message>
    <message>
        <source>the worktree %1 is on the executor&apos;s host and its agentctl is not running there: resume the session to read its changes</source>
        <translation>der Worktree %1 liegt auf dem Host der Ausführung und sein agentctl läuft dort nicht: die Sitzung fortsetzen, um ihre Änderungen zu lesen</translation>
    </message>
    <message>
        <source>the worktree %1 is gone</source>
        <translation>der Worktree %1 existiert nicht mehr</translation>
    </message>
</context>
<context>
    <name>TaskCheckpoints</name>
    <message>
        <source>the task&apos;s workspace is on another host, where its checkpoints are kept: start or resume the task to reach them</source>
        <translation>das Arbeitsverzeichnis der Aufgabe liegt auf einem anderen Host, wo auch ihre Prüfpunkte gespeichert sind: die Aufgabe starten oder fortsetzen, um sie zu erreichen</translation>
    </message>
    <message>
        <source>the task has no workspace on this machine, so no checkpoints</source>
        <translation>die Aufgabe hat auf diesem Rechner kein Arbeitsverzeichnis und daher keine Prüfpunkte</translation>
    </message>
    <message>
        <source>the task has no checkpoints yet (one is kept before each agent turn)</source>
        <translation>die Aufgabe hat noch keine Prüfpunkte (vor jedem Zug des Agenten wird einer angelegt)</translation>
    </message>
    <message>
        <source>the task has no checkpoint %1 (it has 1 to %2)</source>
        <translation>die Aufgabe hat keinen Prüfpunkt %1 (sie hat 1 bis %2)</translation>
    </message>
    <message>
        <source>; the commit(s) %1 left the branch</source>
        <translation>; Commit(s) %1 sind nicht mehr auf dem Branch</translation>
    </message>
    <message>
        <source>an agent of the task is at work: cancel its turn or let it end first</source>
        <translation>ein Agent der Aufgabe arbeitet gerade: zuerst seinen Zug abbrechen oder ihn enden lassen</translation>
    </message>
    <message>
        <source>No checkpoint was kept before this turn: %1</source>
        <translation>Vor diesem Zug wurde kein Prüfpunkt angelegt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Restored the workspace to before turn %1 (checkpoint %2): %n file(s) put back</source>
        <translation>
            <numerusform>Arbeitsverzeichnis auf den Stand vor Zug %1 zurückgesetzt (Prüfpunkt %2): %n Datei wiederhergestellt</numerusform>
            <numerusform>Arbeitsverzeichnis auf den Stand vor Zug %1 zurückgesetzt (Prüfpunkt %2): %n Dateien wiederhergestellt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskCommands</name>
    <message>
        <source>Session %1  %2 (%3)
  agent: %4
</source>
        <translation>Sitzung %1  %2 (%3)
  Agent: %4
</translation>
    </message>
    <message>
        <source>  worktree: %1
</source>
        <translation>  Worktree: %1
</translation>
    </message>
    <message>
        <source>  branch: %1
</source>
        <translation>  Branch: %1
</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  Hinweis: %1
</translation>
    </message>
    <message>
        <source>  transcript:
</source>
        <translation>  Verlauf:
</translation>
    </message>
    <message>
        <source>Task %1: %2</source>
        <translation>Aufgabe %1: %2</translation>
    </message>
    <message>
        <source>  column: %1</source>
        <translation>  Spalte: %1</translation>
    </message>
    <message>
        <source>  description: %1</source>
        <translation>  Beschreibung: %1</translation>
    </message>
    <message>
        <source>  waits for: %1</source>
        <translation>  wartet auf: %1</translation>
    </message>
    <message>
        <source>  subtask of: %1</source>
        <translation>  Teilaufgabe von: %1</translation>
    </message>
    <message>
        <source>  queued since %1 (its step&apos;s agents are all at work)</source>
        <translation>  eingereiht seit %1 (die Agenten ihres Schritts arbeiten alle)</translation>
    </message>
    <message>
        <source>No sessions yet (kandesk task resume %1 &quot;prompt&quot; starts one).</source>
        <translation>Noch keine Sitzungen (kandesk task resume %1 &quot;prompt&quot; startet eine).</translation>
    </message>
    <message>
        <source>stopped from the command line; resume to continue</source>
        <translation>von der Befehlszeile angehalten; zum Weitermachen fortsetzen</translation>
    </message>
    <message>
        <source>Nothing runs for task %1.</source>
        <translation>Für Aufgabe %1 läuft nichts.</translation>
    </message>
    <message>
        <source>Stopped %1 (resumable: kandesk task resume %2 &quot;prompt&quot;).</source>
        <translation>%1 angehalten (fortsetzbar: kandesk task resume %2 &quot;prompt&quot;).</translation>
    </message>
    <message>
        <source>: refused: deleting the worktrees would lose work:
</source>
        <translation>: abgelehnt: das Löschen der Worktrees würde Arbeit verlieren:
</translation>
    </message>
    <message>
        <source>
Ship or commit it, or pass --force to delete it with the task.</source>
        <translation>
Sie ausliefern oder committen oder mit --force zusammen mit der Aufgabe löschen.</translation>
    </message>
    <message>
        <source>Deleted task %1 (%2).</source>
        <translation>Aufgabe %1 (%2) gelöscht.</translation>
    </message>
    <message>
        <source>  removed worktree %1</source>
        <translation>  Worktree %1 entfernt</translation>
    </message>
    <message>
        <source>  branch %1 was at %2 (kept as %3)</source>
        <translation>  Branch %1 stand auf %2 (aufbewahrt als %3)</translation>
    </message>
    <message numerus="yes">
        <source>Within %n day(s), kandesk task restore %1 brings the task and its branch back.</source>
        <translation>
            <numerusform>Innerhalb von %n Tag holt kandesk task restore %1 die Aufgabe und ihren Branch zurück.</numerusform>
            <numerusform>Innerhalb von %n Tagen holt kandesk task restore %1 die Aufgabe und ihren Branch zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored task %1 (%2).</source>
        <translation>Aufgabe %1 (%2) wiederhergestellt.</translation>
    </message>
    <message>
        <source>  %1 on %2</source>
        <translation>  %1 auf %2</translation>
    </message>
    <message>
        <source>: “%1” is archived already</source>
        <translation>: „%1“ ist bereits archiviert</translation>
    </message>
    <message>
        <source>: refused: removing its worktrees would lose work:
</source>
        <translation>: abgelehnt: das Entfernen ihrer Worktrees würde Arbeit verlieren:
</translation>
    </message>
    <message>
        <source>
Commit it (its branches are kept), or pass --force.</source>
        <translation>
Sie committen (ihre Branches bleiben erhalten) oder --force angeben.</translation>
    </message>
    <message>
        <source>Archived task %1 (%2); its branches and transcripts are kept.</source>
        <translation>Aufgabe %1 (%2) archiviert; ihre Branches und Verläufe bleiben erhalten.</translation>
    </message>
    <message>
        <source>kandesk task unarchive %1 puts it back on the board.</source>
        <translation>kandesk task unarchive %1 bringt sie zurück aufs Board.</translation>
    </message>
    <message>
        <source>: “%1” is not archived</source>
        <translation>: „%1“ ist nicht archiviert</translation>
    </message>
    <message>
        <source>Task %1 (%2) is back on the board; its next start makes its worktrees again.</source>
        <translation>Aufgabe %1 (%2) ist wieder auf dem Board; ihr nächster Start legt ihre Worktrees neu an.</translation>
    </message>
</context>
<context>
    <name>TaskCreateCommand</name>
    <message>
        <source>the title is empty</source>
        <translation>der Titel ist leer</translation>
    </message>
    <message>
        <source>--base goes with --repo</source>
        <translation>--base gehört zu --repo</translation>
    </message>
    <message>
        <source>--repo: no folder %1</source>
        <translation>--repo: kein Ordner %1</translation>
    </message>
    <message>
        <source>--workflow: %1 (kandesk workflow list shows them)</source>
        <translation>--workflow: %1 (kandesk workflow list zeigt sie an)</translation>
    </message>
    <message>
        <source>repository %1: %2</source>
        <translation>Repository %1: %2</translation>
    </message>
    <message>
        <source>Created “%1” (%2) in %3 › %4.</source>
        <translation>„%1“ (%2) in %3 › %4 erstellt.</translation>
    </message>
    <message>
        <source>It waits for %1 to be Done.</source>
        <translation>Sie wartet, bis %1 in Done ist.</translation>
    </message>
</context>
<context>
    <name>TaskCreation</name>
    <message>
        <source>no agent profile has the id %1</source>
        <translation>kein Agentenprofil hat die ID %1</translation>
    </message>
    <message>
        <source>the workspace has no workflow</source>
        <translation>der Arbeitsbereich hat keinen Workflow</translation>
    </message>
    <message>
        <source>Quick chat</source>
        <translation>Schnell-Chat</translation>
    </message>
    <message>
        <source>a task needs a title or a prompt</source>
        <translation>eine Aufgabe braucht einen Titel oder einen Prompt</translation>
    </message>
    <message>
        <source>workflow “%1” is another workspace&apos;s</source>
        <translation>Workflow „%1“ gehört zu einem anderen Arbeitsbereich</translation>
    </message>
    <message>
        <source>workflow “%1” has no step “%2” (its steps: %3)</source>
        <translation>Workflow „%1“ hat keinen Schritt „%2“ (seine Schritte: %3)</translation>
    </message>
    <message>
        <source>workflow “%1” has no steps</source>
        <translation>Workflow „%1“ hat keine Schritte</translation>
    </message>
    <message>
        <source>cannot create the task: %1</source>
        <translation>die Aufgabe kann nicht erstellt werden: %1</translation>
    </message>
</context>
<context>
    <name>TaskDeletion</name>
    <message numerus="yes">
        <source>%n uncommitted file(s):</source>
        <translation>
            <numerusform>%n nicht committete Datei:</numerusform>
            <numerusform>%n nicht committete Dateien:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n commit(s) on %1, neither on its base nor pushed:</source>
        <translation>
            <numerusform>%n Commit auf %1, weder auf seiner Basis noch gepusht:</numerusform>
            <numerusform>%n Commits auf %1, weder auf seiner Basis noch gepusht:</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot tell which commits of %1 exist elsewhere: %2</source>
        <translation>es lässt sich nicht feststellen, welche Commits von %1 anderswo existieren: %2</translation>
    </message>
    <message>
        <source>refused: archiving “%1” would lose work:
%2</source>
        <translation>abgelehnt: das Archivieren von „%1“ würde Arbeit verlieren:
%2</translation>
    </message>
    <message>
        <source>refused: deleting “%1” would lose work:
%2</source>
        <translation>abgelehnt: das Löschen von „%1“ würde Arbeit verlieren:
%2</translation>
    </message>
    <message>
        <source>“%1” was not archived: %2</source>
        <translation>„%1“ wurde nicht archiviert: %2</translation>
    </message>
    <message>
        <source>the worktrees of “%1” were not removed: %2; try again when the agents have started</source>
        <translation>die Worktrees von „%1“ wurden nicht entfernt: %2; erneut versuchen, wenn die Agenten gestartet sind</translation>
    </message>
    <message>
        <source>the task was kept: %1</source>
        <translation>die Aufgabe wurde behalten: %1</translation>
    </message>
    <message>
        <source>“%1” was archived</source>
        <translation>„%1“ wurde archiviert</translation>
    </message>
    <message>
        <source> (and its clean-up mark stays: %1)</source>
        <translation> (und ihre Aufräum-Markierung bleibt: %1)</translation>
    </message>
    <message>
        <source>stopped: the task is being archived</source>
        <translation>angehalten: die Aufgabe wird archiviert</translation>
    </message>
    <message>
        <source>stopped: the task is being deleted</source>
        <translation>angehalten: die Aufgabe wird gelöscht</translation>
    </message>
    <message>
        <source>its stop was cancelled</source>
        <translation>ihr Anhalten wurde abgebrochen</translation>
    </message>
    <message>
        <source>the task was kept: session %1 did not stop: %2</source>
        <translation>die Aufgabe wurde behalten: Sitzung %1 hat nicht angehalten: %2</translation>
    </message>
    <message>
        <source>“%1” is not a task id</source>
        <translation>„%1“ ist keine Aufgaben-ID</translation>
    </message>
    <message>
        <source>task %1 exists; there is nothing to restore</source>
        <translation>Aufgabe %1 existiert; es gibt nichts wiederherzustellen</translation>
    </message>
    <message numerus="yes">
        <source>no branch of a deleted task %1 is kept in the repositories Kandesk knows (a deleted task&apos;s branches are kept for %n day(s); a task without a worktree cannot be restored)</source>
        <translation>
            <numerusform>in den Repositorys, die Kandesk kennt, ist kein Branch einer gelöschten Aufgabe %1 aufbewahrt (die Branches einer gelöschten Aufgabe werden %n Tag aufbewahrt; eine Aufgabe ohne Worktree kann nicht wiederhergestellt werden)</numerusform>
            <numerusform>in den Repositorys, die Kandesk kennt, ist kein Branch einer gelöschten Aufgabe %1 aufbewahrt (die Branches einer gelöschten Aufgabe werden %n Tage aufbewahrt; eine Aufgabe ohne Worktree kann nicht wiederhergestellt werden)</numerusform>
        </translation>
    </message>
    <message>
        <source>the kept branch %1 does not say which task it was</source>
        <translation>der aufbewahrte Branch %1 sagt nicht, welche Aufgabe er war</translation>
    </message>
    <message>
        <source>the branches are back, but the task could not be made again: %1</source>
        <translation>die Branches sind zurück, aber die Aufgabe konnte nicht neu angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>TaskDeletionDialog</name>
    <message numerus="yes">
        <source>%n file(s) with uncommitted changes will be lost:</source>
        <translation>
            <numerusform>%n Datei mit nicht committeten Änderungen geht verloren:</numerusform>
            <numerusform>%n Dateien mit nicht committeten Änderungen gehen verloren:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n commit(s) on %1 on no other branch and not pushed:</source>
        <translation>
            <numerusform>%n Commit auf %1, der auf keinem anderen Branch liegt und nicht gepusht ist:</numerusform>
            <numerusform>%n Commits auf %1, die auf keinem anderen Branch liegen und nicht gepusht sind:</numerusform>
        </translation>
    </message>
    <message>
        <source>The branch&apos;s last commit stays reachable for %1 days under refs/kandesk/deleted/.</source>
        <translation>Der letzte Commit des Branches bleibt %1 Tage lang unter refs/kandesk/deleted/ erreichbar.</translation>
    </message>
    <message>
        <source>Delete Task</source>
        <translation>Aufgabe löschen</translation>
    </message>
    <message>
        <source>Delete “%1”?</source>
        <translation>„%1“ löschen?</translation>
    </message>
    <message>
        <source>The task and its sessions will be removed.</source>
        <translation>Die Aufgabe und ihre Sitzungen werden entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>The task, its sessions and its %n worktree(s) will be removed.</source>
        <translation>
            <numerusform>Die Aufgabe, ihre Sitzungen und %n Worktree werden entfernt.</numerusform>
            <numerusform>Die Aufgabe, ihre Sitzungen und ihre %n Worktrees werden entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskInputs</name>
    <message>
        <source>no agent profile is named &quot;%1&quot; or has that id (kandesk profile list shows them)</source>
        <translation>kein Agentenprofil heißt „%1“ oder hat diese ID (kandesk profile list zeigt sie an)</translation>
    </message>
    <message numerus="yes">
        <source>%n agent profile(s) are named &quot;%1&quot;: pass one&apos;s id (%2)</source>
        <translation>
            <numerusform>%n Agentenprofil heißt „%1“: die ID eines davon angeben (%2)</numerusform>
            <numerusform>%n Agentenprofile heißen „%1“: die ID eines davon angeben (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskListCommand</name>
    <message>
        <source>No tasks.</source>
        <translation>Keine Aufgaben.</translation>
    </message>
</context>
<context>
    <name>TaskMoveCommand</name>
    <message>
        <source>: the task&apos;s agent runs in another Kandesk process (agentctl pid %1); stop it first (kandesk task stop %2) or move it there</source>
        <translation>: der Agent der Aufgabe läuft in einem anderen Kandesk-Prozess (agentctl-PID %1); ihn zuerst anhalten (kandesk task stop %2) oder die Aufgabe dort verschieben</translation>
    </message>
    <message>
        <source>: --auto-approve goes with --run</source>
        <translation>: --auto-approve gehört zu --run</translation>
    </message>
    <message>
        <source>: the issue was not told: </source>
        <translation>: das Issue wurde nicht benachrichtigt: </translation>
    </message>
    <message>
        <source>Moved “%1” to %2.</source>
        <translation>„%1“ nach %2 verschoben.</translation>
    </message>
    <message>
        <source>“%1” is there already (%2).</source>
        <translation>„%1“ ist bereits dort (%2).</translation>
    </message>
    <message>
        <source>What %1 does%2 runs in the Kandesk window: now if it is open, else when it opens (--run runs it here instead).</source>
        <translation>Was %1 tut%2, läuft im Kandesk-Fenster: jetzt, wenn es offen ist, sonst sobald es sich öffnet (--run führt es stattdessen hier aus).</translation>
    </message>
    <message>
        <source> (it starts the agent)</source>
        <translation> (startet den Agenten)</translation>
    </message>
</context>
<context>
    <name>TaskMoves</name>
    <message>
        <source>no task to move</source>
        <translation>keine Aufgabe zum Verschieben</translation>
    </message>
    <message>
        <source>no task &quot;%1&quot;</source>
        <translation>keine Aufgabe „%1“</translation>
    </message>
    <message>
        <source>no step “%1” on the board of “%2” (its steps: %3)</source>
        <translation>kein Schritt „%1“ auf dem Board von „%2“ (seine Schritte: %3)</translation>
    </message>
    <message>
        <source>the tasks are on different boards</source>
        <translation>die Aufgaben sind auf verschiedenen Boards</translation>
    </message>
    <message>
        <source>“%1” takes no task moved by hand: its workflow brings tasks there</source>
        <translation>„%1“ nimmt keine von Hand verschobenen Aufgaben an: sein Workflow bringt Aufgaben dorthin</translation>
    </message>
    <message>
        <source>could not move “%1”: %2</source>
        <translation>„%1“ konnte nicht verschoben werden: %2</translation>
    </message>
    <message>
        <source>“%1” moved, but what its steps do is not kept: %2</source>
        <translation>„%1“ wurde verschoben, aber was ihre Schritte tun, wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>TaskRunnerRuntime</name>
    <message>
        <source>session &quot;%1&quot; has no workspace yet</source>
        <translation>Sitzung „%1“ hat noch kein Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>task environments are not stored yet (&quot;%1&quot;)</source>
        <translation>Aufgabenumgebungen werden noch nicht gespeichert („%1“)</translation>
    </message>
    <message>
        <source>agentctl is not an executable file: %1</source>
        <translation>agentctl ist keine ausführbare Datei: %1</translation>
    </message>
    <message>
        <source>cannot prepare the executor profiles: %1</source>
        <translation>die Ausführungsprofile können nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>cannot read the SSH host of executor profile &quot;%1&quot;: %2</source>
        <translation>der SSH-Host des Ausführungsprofils „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>executor profile &quot;%1&quot; is not an SSH executor</source>
        <translation>Ausführungsprofil „%1“ ist keine SSH-Ausführung</translation>
    </message>
    <message>
        <source>a Docker launch needs its executor profile (which image to run)</source>
        <translation>ein Docker-Start braucht sein Ausführungsprofil (welches Image laufen soll)</translation>
    </message>
    <message>
        <source>cannot read executor profile &quot;%1&quot;: %2</source>
        <translation>Ausführungsprofil „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>executor profile &quot;%1&quot; is not a Docker executor</source>
        <translation>Ausführungsprofil „%1“ ist keine Docker-Ausführung</translation>
    </message>
    <message>
        <source>no secret store for its agentctl token</source>
        <translation>kein Geheimnisspeicher für sein agentctl-Token</translation>
    </message>
</context>
<context>
    <name>TaskRunnerStart</name>
    <message>
        <source>task &quot;%1&quot;: %2</source>
        <translation>Aufgabe „%1“: %2</translation>
    </message>
    <message>
        <source>cannot create a session for task &quot;%1&quot;: %2</source>
        <translation>für Aufgabe „%1“ kann keine Sitzung angelegt werden: %2</translation>
    </message>
    <message>
        <source>session &quot;%1&quot;: %2</source>
        <translation>Sitzung „%1“: %2</translation>
    </message>
    <message>
        <source>session &quot;%1&quot; is already running</source>
        <translation>Sitzung „%1“ läuft bereits</translation>
    </message>
    <message>
        <source>task &quot;%1&quot; has no agent profile: pick an agent for it</source>
        <translation>Aufgabe „%1“ hat kein Agentenprofil: einen Agenten für sie wählen</translation>
    </message>
    <message>
        <source>agent profile &quot;%1&quot;: %2</source>
        <translation>Agentenprofil „%1“: %2</translation>
    </message>
    <message>
        <source>Left out the CLI flag %1 of profile “%2”: %3</source>
        <translation>CLI-Flag %1 des Profils „%2“ weggelassen: %3</translation>
    </message>
    <message>
        <source>executor profile &quot;%1&quot;: %2</source>
        <translation>Ausführungsprofil „%1“: %2</translation>
    </message>
    <message>
        <source>repository &quot;%1&quot; of task &quot;%2&quot;: %3</source>
        <translation>Repository „%1“ der Aufgabe „%2“: %3</translation>
    </message>
    <message>
        <source>task &quot;%1&quot; has %2 repositories (%3), and an SSH executor runs tasks of one repository: give the task one, or run it on this machine</source>
        <translation>Aufgabe „%1“ hat %2 Repositorys (%3), und eine SSH-Ausführung führt Aufgaben mit einem Repository aus: der Aufgabe eines geben oder sie auf diesem Rechner ausführen</translation>
    </message>
    <message>
        <source>Kandesk closed before the start&apos;s turn came</source>
        <translation>Kandesk wurde beendet, bevor der Start an der Reihe war</translation>
    </message>
    <message>
        <source>Stopped before the agent was ready; send a prompt or retry to start it again.</source>
        <translation>Angehalten, bevor der Agent bereit war; einen Prompt senden oder erneut versuchen, um ihn wieder zu starten.</translation>
    </message>
    <message>
        <source>The workspace could not be prepared: %1</source>
        <translation>Das Arbeitsverzeichnis konnte nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>Fix it, then retry: the task is kept.</source>
        <translation>Das Problem beheben, dann erneut versuchen: die Aufgabe bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>TaskSend</name>
    <message>
        <source>Kandesk is closing: the prompt was not sent</source>
        <translation>Kandesk wird beendet: der Prompt wurde nicht gesendet</translation>
    </message>
    <message>
        <source>the prompt could not be prepared</source>
        <translation>der Prompt konnte nicht vorbereitet werden</translation>
    </message>
</context>
<context>
    <name>TaskShipping</name>
    <message>
        <source>%1 is at %2, but it could not be recorded on the task: %3</source>
        <translation>%1 ist unter %2, konnte aber nicht bei der Aufgabe gespeichert werden: %3</translation>
    </message>
    <message>
        <source>%1 is %2 already</source>
        <translation>%1 ist bereits %2</translation>
    </message>
    <message>
        <source>%1 does not allow %2 merges</source>
        <translation>%1 erlaubt keine %2-Merges</translation>
    </message>
    <message>
        <source>%1 is merged, but that could not be recorded: %2</source>
        <translation>%1 ist gemergt, aber das konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 is merged, but the task did not finish: %2</source>
        <translation>%1 ist gemergt, aber die Aufgabe wurde nicht abgeschlossen: %2</translation>
    </message>
    <message>
        <source>%1 is merged, but its branch stays on origin: %2</source>
        <translation>%1 ist gemergt, aber sein Branch bleibt auf origin: %2</translation>
    </message>
    <message>
        <source>An agent is still working on “%1”; stop it before removing its worktree</source>
        <translation>Ein Agent arbeitet noch an „%1“; ihn anhalten, bevor der Worktree entfernt wird</translation>
    </message>
    <message>
        <source>commit %1</source>
        <translation>Commit %1</translation>
    </message>
    <message>
        <source>Removing the worktree would lose work that is neither merged nor pushed:
  %1</source>
        <translation>Das Entfernen des Worktrees würde Arbeit verlieren, die weder gemergt noch gepusht ist:
  %1</translation>
    </message>
    <message>
        <source>moved to %1, but what the step does is not kept: %2</source>
        <translation>nach %1 verschoben, aber was der Schritt tut, wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>TaskStoreWords</name>
    <message>
        <source>task %1 does not exist</source>
        <translation>Aufgabe %1 existiert nicht</translation>
    </message>
    <message>
        <source>a task needs a title</source>
        <translation>eine Aufgabe braucht einen Titel</translation>
    </message>
    <message>
        <source>a task cannot wait for itself</source>
        <translation>eine Aufgabe kann nicht auf sich selbst warten</translation>
    </message>
    <message>
        <source>task %1 does not exist in this workspace</source>
        <translation>Aufgabe %1 existiert in diesem Arbeitsbereich nicht</translation>
    </message>
    <message>
        <source>task %1 already waits for this one: they would wait for each other forever</source>
        <translation>Aufgabe %1 wartet bereits auf diese: sie würden ewig aufeinander warten</translation>
    </message>
</context>
<context>
    <name>TaskWorktreesWords</name>
    <message>
        <source>branch %1 has no commit to keep</source>
        <translation>Branch %1 hat keinen Commit zum Aufbewahren</translation>
    </message>
    <message>
        <source>uncommitted changes would be lost in %1; confirm to delete them</source>
        <translation>in %1 gingen nicht committete Änderungen verloren; bestätigen, um sie zu löschen</translation>
    </message>
    <message>
        <source>%1 was not removed: its branch could not be kept: %2</source>
        <translation>%1 wurde nicht entfernt: Sein Branch konnte nicht aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>a branch %1 exists again in %2 at another commit (%3); the kept one is at %4</source>
        <translation>ein Branch %1 existiert wieder in %2 auf einem anderen Commit (%3); der aufbewahrte steht auf %4</translation>
    </message>
    <message>
        <source>%1 is in the way of the restored worktree</source>
        <translation>%1 ist dem wiederhergestellten Worktree im Weg</translation>
    </message>
</context>
<context>
    <name>TerminalLauncherWords</name>
    <message>
        <source>There is no command to run in a terminal.</source>
        <translation>Es gibt keinen Befehl, der in einem Terminal ausgeführt werden kann.</translation>
    </message>
    <message>
        <source>run it yourself: %1</source>
        <translation>ihn selbst ausführen: %1</translation>
    </message>
    <message>
        <source>open one in %1 and run: %2</source>
        <translation>eins in %1 öffnen und ausführen: %2</translation>
    </message>
    <message>
        <source>No terminal program was found (set $TERMINAL); %1</source>
        <translation>Kein Terminalprogramm gefunden ($TERMINAL setzen); %1</translation>
    </message>
    <message>
        <source>The terminal %1 could not be started; %2</source>
        <translation>Das Terminal %1 konnte nicht gestartet werden; %2</translation>
    </message>
</context>
<context>
    <name>TrackerAccess</name>
    <message>
        <source>%1 is not set: store it as the secret %2 (Settings ▸ Secrets, or kandesk secret set %2)</source>
        <translation>%1 ist nicht gesetzt: als Geheimnis %2 speichern (Einstellungen ▸ Geheimnisse oder kandesk secret set %2)</translation>
    </message>
    <message>
        <source>The connection “%1” is of an unknown kind “%2”</source>
        <translation>Die Verbindung „%1“ hat eine unbekannte Art „%2“</translation>
    </message>
    <message>
        <source>The GitHub token</source>
        <translation>Das GitHub-Token</translation>
    </message>
    <message>
        <source>The GitLab token for %1</source>
        <translation>Das GitLab-Token für %1</translation>
    </message>
    <message>
        <source>The Linear API key</source>
        <translation>Der Linear-API-Schlüssel</translation>
    </message>
    <message>
        <source>The Jira connection “%1” names no site (https://YOURS.atlassian.net)</source>
        <translation>Die Jira-Verbindung „%1“ nennt keine Site (https://YOURS.atlassian.net)</translation>
    </message>
    <message>
        <source>The Jira account&apos;s e-mail</source>
        <translation>Die E-Mail-Adresse des Jira-Kontos</translation>
    </message>
    <message>
        <source>The Jira API token</source>
        <translation>Das Jira-API-Token</translation>
    </message>
    <message>
        <source>Unknown tracker</source>
        <translation>Unbekannter Tracker</translation>
    </message>
</context>
<context>
    <name>TranscriptDelegate</name>
    <message>
        <source>
… (%1 more characters)</source>
        <translation>
… (%1 weitere Zeichen)</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Think</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Turn ended</source>
        <translation>Zug beendet</translation>
    </message>
    <message>
        <source>Turn cancelled</source>
        <translation>Zug abgebrochen</translation>
    </message>
    <message>
        <source>Turn stopped: the agent reached its token limit</source>
        <translation>Zug angehalten: Der Agent hat sein Token-Limit erreicht</translation>
    </message>
    <message>
        <source>Turn stopped: too many requests in one turn</source>
        <translation>Zug angehalten: zu viele Anfragen in einem Zug</translation>
    </message>
    <message>
        <source>The agent refused to continue</source>
        <translation>Der Agent hat die Fortsetzung verweigert</translation>
    </message>
    <message>
        <source>Turn ended (%1)</source>
        <translation>Zug beendet (%1)</translation>
    </message>
</context>
<context>
    <name>WorkflowCommands</name>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>not moved by hand</source>
        <translation>nicht von Hand verschiebbar</translation>
    </message>
    <message numerus="yes">
        <source>archived after %n h</source>
        <translation>
            <numerusform>archiviert nach %n h</numerusform>
            <numerusform>archiviert nach %n h</numerusform>
        </translation>
    </message>
    <message>
        <source>agent %1%2</source>
        <translation>Agent %1%2</translation>
    </message>
    <message>
        <source> (no such profile here)</source>
        <translation> (kein solches Profil hier)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Added workflow “%1”.</source>
        <translation>Workflow „%1“ hinzugefügt.</translation>
    </message>
    <message>
        <source>Skipped “%1”: the workspace has a workflow of that name.</source>
        <translation>„%1“ übersprungen: der Arbeitsbereich hat einen Workflow dieses Namens.</translation>
    </message>
    <message>
        <source>Note: %1; its steps say so when they run.</source>
        <translation>Hinweis: %1; seine Schritte melden das, wenn sie laufen.</translation>
    </message>
    <message>
        <source>: cannot write %1: %2</source>
        <translation>: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Deleted workflow “%1”.</source>
        <translation>Workflow „%1“ gelöscht.</translation>
    </message>
    <message>
        <source>kandesk workflow: unknown command &quot;%1&quot; (known: list, show, import, export, delete)</source>
        <translation>kandesk workflow: unbekannter Befehl „%1“ (bekannt: list, show, import, export, delete)</translation>
    </message>
    <message>
        <source>: give a FILE or --template NAME (one of them)</source>
        <translation>: eine FILE oder --template NAME angeben (eines von beiden)</translation>
    </message>
</context>
<context>
    <name>WorkflowEdit</name>
    <message>
        <source>the workflow needs a name</source>
        <translation>der Workflow braucht einen Namen</translation>
    </message>
    <message>
        <source>another workflow of this workspace is named “%1”</source>
        <translation>ein anderer Workflow dieses Arbeitsbereichs heißt bereits „%1“</translation>
    </message>
    <message>
        <source>the workflow needs at least one step</source>
        <translation>der Workflow braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>step %1 needs a name</source>
        <translation>Schritt %1 braucht einen Namen</translation>
    </message>
    <message>
        <source>two steps are named “%1”: a move names its step, so each needs its own name</source>
        <translation>zwei Schritte heißen „%1“: eine Verschiebung nennt ihren Schritt beim Namen, daher braucht jeder einen eigenen Namen</translation>
    </message>
    <message>
        <source>“%1”: a limit of agents at work cannot be below 0</source>
        <translation>„%1“: ein Limit für arbeitende Agenten kann nicht unter 0 liegen</translation>
    </message>
    <message>
        <source>the tasks of “%1” must go to a step the workflow keeps</source>
        <translation>die Aufgaben von „%1“ müssen in einen Schritt verschoben werden, den der Workflow behält</translation>
    </message>
    <message>
        <source>“%1” (%2) moves tasks to a step the workflow no longer has</source>
        <translation>„%1“ (%2) verschiebt Aufgaben in einen Schritt, den der Workflow nicht mehr hat</translation>
    </message>
    <message>
        <source>the workflow would not be valid: %1</source>
        <translation>der Workflow wäre nicht gültig: %1</translation>
    </message>
</context>
<context>
    <name>WorkflowFileReadWords</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>Zeile %1: %2: %3</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>must be text, not %1</source>
        <translation>muss Text sein, nicht %1</translation>
    </message>
    <message>
        <source>must be text, not a map</source>
        <translation>muss Text sein, keine Map</translation>
    </message>
    <message>
        <source>must be text, not a list</source>
        <translation>muss Text sein, keine Liste</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>a map is not a whole number</source>
        <translation>eine Map ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>a list is not a whole number</source>
        <translation>eine Liste ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ist weder true noch false</translation>
    </message>
    <message>
        <source>a map is not true or false</source>
        <translation>eine Map ist weder true noch false</translation>
    </message>
    <message>
        <source>a list is not true or false</source>
        <translation>eine Liste ist weder true noch false</translation>
    </message>
    <message>
        <source>must be a map with agent_name, model and mode</source>
        <translation>muss eine Map mit agent_name, model und mode sein</translation>
    </message>
    <message>
        <source>an agent profile needs the agent&apos;s name</source>
        <translation>ein Agentenprofil braucht den Namen des Agenten</translation>
    </message>
    <message>
        <source>%1 is not an action kandev knows; %2 allows %3</source>
        <translation>%1 ist keine Aktion, die kandev kennt; %2 erlaubt %3</translation>
    </message>
    <message>
        <source>%1 does not allow %2; it allows %3</source>
        <translation>%1 erlaubt %2 nicht; es erlaubt %3</translation>
    </message>
    <message>
        <source>move_to_step needs the position of its target step</source>
        <translation>move_to_step braucht die Position seines Zielschritts</translation>
    </message>
    <message>
        <source>an action must be a map with a type and an optional config</source>
        <translation>eine Aktion muss eine Map mit einem type und einer optionalen config sein</translation>
    </message>
    <message>
        <source>an action needs a type</source>
        <translation>eine Aktion braucht einen type</translation>
    </message>
    <message>
        <source>must be a map of settings</source>
        <translation>muss eine Map von Einstellungen sein</translation>
    </message>
    <message>
        <source>must be a list of actions</source>
        <translation>muss eine Liste von Aktionen sein</translation>
    </message>
    <message>
        <source>must map trigger names to lists of actions</source>
        <translation>muss Trigger-Namen auf Listen von Aktionen abbilden</translation>
    </message>
    <message>
        <source>a step must be a map of fields</source>
        <translation>ein Schritt muss eine Map von Feldern sein</translation>
    </message>
    <message>
        <source>a step needs a name</source>
        <translation>ein Schritt braucht einen Namen</translation>
    </message>
    <message>
        <source>a step needs a position</source>
        <translation>ein Schritt braucht eine Position</translation>
    </message>
    <message>
        <source>a limit of agents at work cannot be below 0 (0: no limit)</source>
        <translation>eine Grenze für arbeitende Agenten kann nicht unter 0 liegen (0: keine Grenze)</translation>
    </message>
    <message>
        <source>no step of this workflow has position %1</source>
        <translation>kein Schritt dieses Workflows hat die Position %1</translation>
    </message>
    <message>
        <source>must be a list of steps</source>
        <translation>muss eine Liste von Schritten sein</translation>
    </message>
    <message>
        <source>%1 is used by step %2 too</source>
        <translation>%1 wird auch von Schritt %2 verwendet</translation>
    </message>
    <message>
        <source>a workflow must be a map of fields</source>
        <translation>ein Workflow muss eine Map von Feldern sein</translation>
    </message>
    <message>
        <source>a workflow needs a name</source>
        <translation>ein Workflow braucht einen Namen</translation>
    </message>
    <message>
        <source>missing; a kandev workflow file has version: %1</source>
        <translation>fehlt; eine kandev-Workflow-Datei hat version: %1</translation>
    </message>
    <message>
        <source>%1 is not supported; only version %2 is</source>
        <translation>%1 wird nicht unterstützt; nur Version %2</translation>
    </message>
    <message>
        <source>a map is not supported; only version %1 is</source>
        <translation>eine Map wird nicht unterstützt; nur Version %1</translation>
    </message>
    <message>
        <source>a list is not supported; only version %1 is</source>
        <translation>eine Liste wird nicht unterstützt; nur Version %1</translation>
    </message>
    <message>
        <source>must be %1, the type of kandev workflow files</source>
        <translation>muss %1 sein, der Typ von kandev-Workflow-Dateien</translation>
    </message>
    <message>
        <source>the file is empty; a kandev workflow file starts with version: 1</source>
        <translation>die Datei ist leer; eine kandev-Workflow-Datei beginnt mit version: 1</translation>
    </message>
    <message>
        <source>not a kandev workflow file: expected a map of version, type and workflows</source>
        <translation>keine kandev-Workflow-Datei: erwartet wurde eine Map aus version, type und workflows</translation>
    </message>
    <message>
        <source>must be a list of workflows</source>
        <translation>muss eine Liste von Workflows sein</translation>
    </message>
    <message>
        <source>the file has no workflows</source>
        <translation>die Datei enthält keine Workflows</translation>
    </message>
</context>
<context>
    <name>WorkflowLibrary</name>
    <message>
        <source>%1: no agent profile here is %2</source>
        <translation>%1: kein Agentenprofil hier ist %2</translation>
    </message>
    <message>
        <source>“%1”, step “%2”</source>
        <translation>„%1“, Schritt „%2“</translation>
    </message>
    <message>
        <source>cannot add workflow “%1”: %2</source>
        <translation>Workflow „%1“ kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>cannot save workflow “%1”: %2</source>
        <translation>Workflow „%1“ kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>WorkflowStoreWords</name>
    <message>
        <source>workflow %1 does not exist</source>
        <translation>Workflow %1 existiert nicht</translation>
    </message>
    <message>
        <source>no workflow “%1” in this workspace</source>
        <translation>kein Workflow „%1“ in diesem Arbeitsbereich</translation>
    </message>
    <message>
        <source>workflow step %1 does not exist</source>
        <translation>Workflow-Schritt %1 existiert nicht</translation>
    </message>
    <message>
        <source>a workflow needs its id and its workspace to be stored</source>
        <translation>ein Workflow braucht seine ID und seinen Arbeitsbereich, um gespeichert zu werden</translation>
    </message>
    <message>
        <source>a workflow needs at least one step</source>
        <translation>ein Workflow braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>the tasks of “%1” cannot go to a step the workflow does not keep</source>
        <translation>die Aufgaben von „%1“ können nicht in einen Schritt wechseln, den der Workflow nicht behält</translation>
    </message>
    <message numerus="yes">
        <source>workflow “%1” still has %n task(s): move or delete them first</source>
        <translation>
            <numerusform>Workflow „%1“ hat noch %n Aufgabe: verschieben oder löschen Sie sie zuerst</numerusform>
            <numerusform>Workflow „%1“ hat noch %n Aufgaben: verschieben oder löschen Sie sie zuerst</numerusform>
        </translation>
    </message>
    <message>
        <source>workflow “%1” is the workspace&apos;s only one: a board needs a workflow</source>
        <translation>Workflow „%1“ ist der einzige des Arbeitsbereichs: ein Board braucht einen Workflow</translation>
    </message>
</context>
<context>
    <name>WorkflowTemplatesWords</name>
    <message>
        <source>the %1 template is missing from this build</source>
        <translation>die Vorlage %1 fehlt in diesem Build</translation>
    </message>
    <message>
        <source>the %1 template: %2</source>
        <translation>die Vorlage %1: %2</translation>
    </message>
    <message>
        <source>no workflow template “%1” (there are: %2)</source>
        <translation>keine Workflow-Vorlage „%1“ (vorhanden sind: %2)</translation>
    </message>
</context>
<context>
    <name>WorkspaceAdmissionWords</name>
    <message>
        <source>repository &quot;%1&quot; (%2) cannot be read: %3</source>
        <translation>Repository „%1“ (%2) kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>the workspace %1 is not a checkout of repository %2: %3</source>
        <translation>der Arbeitsbereich %1 ist kein Checkout von Repository %2: %3</translation>
    </message>
    <message>
        <source>the workspace %1 belongs to another repository (%2), not to %3; pick a folder of %3 or let Kandesk make the worktree</source>
        <translation>der Arbeitsbereich %1 gehört zu einem anderen Repository (%2), nicht zu %3; einen Ordner von %3 wählen oder Kandesk den Worktree anlegen lassen</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>validate the workspace of repository &quot;%1&quot;</source>
        <translation>den Arbeitsbereich von Repository „%1“ prüfen</translation>
    </message>
</context>
<context>
    <name>WorkspaceApiWords</name>
    <message>
        <source>the workspace&apos;s agentctl is not running: start the task to reach its workspace</source>
        <translation>das agentctl des Arbeitsbereichs läuft nicht: die Aufgabe starten, um ihren Arbeitsbereich zu erreichen</translation>
    </message>
    <message>
        <source>the workspace&apos;s agentctl did not answer: %1</source>
        <translation>das agentctl des Arbeitsbereichs hat nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>the workspace&apos;s agentctl answered %1 with something that is not JSON</source>
        <translation>das agentctl des Arbeitsbereichs hat %1 mit etwas geantwortet, das kein JSON ist</translation>
    </message>
    <message>
        <source>the workspace&apos;s agentctl answered %1</source>
        <translation>das agentctl des Arbeitsbereichs hat %1 geantwortet</translation>
    </message>
    <message>
        <source>%1 has no changes any more</source>
        <translation>%1 hat keine Änderungen mehr</translation>
    </message>
    <message>
        <source>%1 is over %2 MiB: too large to show</source>
        <translation>%1 ist größer als %2 MiB: zu groß zum Anzeigen</translation>
    </message>
</context>
<context>
    <name>WorkspaceFiles</name>
    <message>
        <source>the workspace %1 does not exist (yet)</source>
        <translation>das Arbeitsverzeichnis %1 existiert (noch) nicht</translation>
    </message>
</context>
<context>
    <name>WorkspaceResolverWords</name>
    <message>
        <source>invalid git directory: %1 is not a plain folder</source>
        <translation>ungültiges git-Verzeichnis: %1 ist kein einfacher Ordner</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>invalid git exclude file: %1</source>
        <translation>ungültige git-Exclude-Datei: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write the ownership marker in %1: %2</source>
        <translation>die Besitzmarkierung in %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid ownership marker: %2</source>
        <translation>%1 ist keine gültige Besitzmarkierung: %2</translation>
    </message>
    <message>
        <source>invalid git directory: %1</source>
        <translation>ungültiges git-Verzeichnis: %1</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
</context>
<context>
    <name>WorkspaceStoreWords</name>
    <message>
        <source>workspace %1 does not exist</source>
        <translation>Arbeitsbereich %1 existiert nicht</translation>
    </message>
    <message>
        <source>a workspace needs a name</source>
        <translation>ein Arbeitsbereich braucht einen Namen</translation>
    </message>
    <message>
        <source>the workflow of workspace %1 has no step that starts the agent</source>
        <translation>der Workflow des Arbeitsbereichs %1 hat keinen Schritt, der den Agenten startet</translation>
    </message>
    <message>
        <source>workflow step %1 does not exist</source>
        <translation>Workflow-Schritt %1 existiert nicht</translation>
    </message>
    <message>
        <source>The workspace has no columns to move the task to</source>
        <translation>Der Arbeitsbereich hat keine Spalten, in die die Aufgabe verschoben werden kann</translation>
    </message>
</context>
<context>
    <name>WorktreeOpenerWords</name>
    <message>
        <source>%1 could not be started</source>
        <translation>%1 konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>No editor found: install VS Code (code) or set $VISUAL or $EDITOR</source>
        <translation>Kein Editor gefunden: VS Code (code) installieren oder $VISUAL oder $EDITOR setzen</translation>
    </message>
    <message>
        <source>xdg-open is not installed; the folder is %1</source>
        <translation>xdg-open ist nicht installiert; der Ordner ist %1</translation>
    </message>
</context>
<context>
    <name>WorktreePreparerWords</name>
    <message>
        <source>Validate repository</source>
        <translation>Repository prüfen</translation>
    </message>
    <message>
        <source>Sync base branch</source>
        <translation>Basis-Branch abgleichen</translation>
    </message>
    <message>
        <source>Could not fetch %1; the worktree starts from the local branch</source>
        <translation>%1 konnte nicht geholt werden; der Worktree beginnt beim lokalen Branch</translation>
    </message>
    <message>
        <source>Recreate worktree</source>
        <translation>Worktree neu anlegen</translation>
    </message>
    <message>
        <source>The worktree of this task (%1) is gone and its branch %2 was deleted, so the session&apos;s work cannot be restored. Start a new session: it makes a fresh worktree from %3.</source>
        <translation>Der Worktree dieser Aufgabe (%1) ist weg und sein Branch %2 wurde gelöscht, daher kann die Arbeit der Sitzung nicht wiederhergestellt werden. Eine neue Sitzung starten: Sie legt einen frischen Worktree von %3 an.</translation>
    </message>
    <message>
        <source>Create worktree</source>
        <translation>Worktree anlegen</translation>
    </message>
    <message>
        <source>Copy ignored files</source>
        <translation>Ignorierte Dateien kopieren</translation>
    </message>
</context>
<context>
    <name>WorktreesFolder</name>
    <message>
        <source>The worktrees folder must be an absolute path, not %1.</source>
        <translation>Der Ordner für Worktrees muss ein absoluter Pfad sein, nicht %1.</translation>
    </message>
    <message>
        <source>The worktrees folder %1 cannot be made.</source>
        <translation>Der Ordner für Worktrees %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The worktrees folder %1 is not a folder Kandesk may write to.</source>
        <translation>Der Ordner für Worktrees %1 ist kein Ordner, in den Kandesk schreiben darf.</translation>
    </message>
</context>
<context>
    <name>kandesk::AutoArchive</name>
    <message>
        <source>uncommitted files in its worktree would be lost (%1)</source>
        <translation>nicht committete Dateien in ihrem Worktree gingen verloren (%1)</translation>
    </message>
</context>
<context>
    <name>kandesk::PromptQueue</name>
    <message>
        <source>The queued prompts could not be read: %1</source>
        <translation>Die eingereihten Prompts konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The queued prompt could not be sent: %1</source>
        <translation>Der eingereihte Prompt konnte nicht gesendet werden: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::SessionModel</name>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Waiting for your answer</source>
        <translation>Wartet auf Ihre Antwort</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Interrupted, can resume</source>
        <translation>Unterbrochen, fortsetzbar</translation>
    </message>
    <message>
        <source>Stopped, can resume</source>
        <translation>Angehalten, fortsetzbar</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>heute %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>gestern %1</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>Session %1 · %2 · %3</source>
        <translation>Sitzung %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Branch %1</source>
        <translation>Branch %1</translation>
    </message>
</context>
<context>
    <name>kandesk::SettingsRemovals</name>
    <message>
        <source>the repository “%1”</source>
        <translation>das Repository „%1“</translation>
    </message>
    <message>
        <source>the agent profile “%1”</source>
        <translation>das Agentenprofil „%1“</translation>
    </message>
    <message>
        <source>the executor profile “%1”</source>
        <translation>das Ausführungsprofil „%1“</translation>
    </message>
    <message>
        <source>the secret %1</source>
        <translation>das Geheimnis %1</translation>
    </message>
    <message>
        <source>the custom agent %1</source>
        <translation>der eigene Agent %1</translation>
    </message>
    <message>
        <source>no custom agent &quot;%1&quot;</source>
        <translation>kein eigener Agent „%1“</translation>
    </message>
    <message>
        <source>this cannot be deleted here</source>
        <translation>das kann hier nicht gelöscht werden</translation>
    </message>
    <message>
        <source>a custom agent &quot;%1&quot; was added since</source>
        <translation>inzwischen wurde ein eigener Agent „%1“ hinzugefügt</translation>
    </message>
    <message>
        <source>this cannot be put back</source>
        <translation>das kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>%1 could not be put back: %2</source>
        <translation>%1 konnte nicht wiederhergestellt werden: %2</translation>
    </message>
</context>
<context>
    <name>kandesk::TaskModel</name>
    <message>
        <source>◷ Waits for %1</source>
        <translation>◷ Wartet auf %1</translation>
    </message>
    <message>
        <source>◷ Queued · %1 in line</source>
        <translation>◷ Eingereiht · %1 in der Warteschlange</translation>
    </message>
    <message>
        <source>first</source>
        <translation>ganz vorn</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>%1 of %2 subtasks done</source>
        <translation>%1 von %2 Unteraufgaben erledigt</translation>
    </message>
    <message>
        <source>◷ Waiting to start: %1</source>
        <translation>◷ Wartet auf den Start: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::TaskRunner</name>
    <message>
        <source>Kandesk could not save this session&apos;s transcript (%1). What the agent sends is shown but not kept until the database can be written again (free disk space).</source>
        <translation>Kandesk konnte den Verlauf dieser Sitzung nicht speichern (%1). Was der Agent sendet, wird angezeigt, aber nicht gespeichert, bis die Datenbank wieder beschrieben werden kann (Speicherplatz freigeben).</translation>
    </message>
    <message>
        <source>Allowed: the profile “%1” now approves every request</source>
        <translation>Erlaubt: das Profil „%1“ genehmigt jetzt jede Anfrage</translation>
    </message>
    <message>
        <source>Taken back after Kandesk restarted: the agent kept running in its container.</source>
        <translation>Nach dem Neustart von Kandesk wieder übernommen: der Agent lief in seinem Container weiter.</translation>
    </message>
    <message>
        <source>Taken back after Kandesk restarted: the agent kept running on the remote host.</source>
        <translation>Nach dem Neustart von Kandesk wieder übernommen: der Agent lief auf dem entfernten Host weiter.</translation>
    </message>
    <message>
        <source>Taken back after Kandesk restarted: the agent kept running in its runtime.</source>
        <translation>Nach dem Neustart von Kandesk wieder übernommen: der Agent lief in seiner Laufzeitumgebung weiter.</translation>
    </message>
    <message>
        <source>custom agent “%1”: %2</source>
        <translation>eigener Agent „%1“: %2</translation>
    </message>
    <message>
        <source>session &quot;%1&quot; has no running agent: resume it first</source>
        <translation>Sitzung „%1“ hat keinen laufenden Agenten: sie zuerst fortsetzen</translation>
    </message>
    <message>
        <source>this agent does not take images (%1 not sent)</source>
        <translation>dieser Agent nimmt keine Bilder an (%1 nicht gesendet)</translation>
    </message>
    <message>
        <source>session &quot;%1&quot; has no running agent</source>
        <translation>Sitzung „%1“ hat keinen laufenden Agenten</translation>
    </message>
</context>
<context>
    <name>kandesk::TaskTerminals</name>
    <message>
        <source>the session stopped</source>
        <translation>die Sitzung wurde angehalten</translation>
    </message>
    <message>
        <source>“%1” has no workspace on this machine yet: start its agent once, and its terminal opens there</source>
        <translation>„%1“ hat auf diesem Rechner noch kein Arbeitsverzeichnis: ihren Agenten einmal starten, dann öffnet sich ihr Terminal dort</translation>
    </message>
    <message>
        <source>The session&apos;s SSH connection is not known any more: resume the session, and its terminal opens on the host</source>
        <translation>Die SSH-Verbindung der Sitzung ist nicht mehr bekannt: die Sitzung fortsetzen, dann öffnet sich ihr Terminal auf dem Host</translation>
    </message>
    <message>
        <source>The session&apos;s container is not known: resume the session, and its terminal opens in its container</source>
        <translation>Der Container der Sitzung ist nicht bekannt: die Sitzung fortsetzen, dann öffnet sich ihr Terminal in ihrem Container</translation>
    </message>
    <message>
        <source>“%1” has no agent profile yet: choose one, and its agent&apos;s CLI opens here</source>
        <translation>„%1“ hat noch kein Agentenprofil: eines wählen, dann öffnet sich hier die CLI seines Agenten</translation>
    </message>
    <message>
        <source>The agent&apos;s CLI runs on this machine only, and this task&apos;s session runs elsewhere (its Terminal tab opens a shell there)</source>
        <translation>Die CLI des Agenten läuft nur auf diesem Rechner, und die Sitzung dieser Aufgabe läuft anderswo (ihr Terminal-Tab öffnet dort eine Shell)</translation>
    </message>
    <message>
        <source>No agents are known here</source>
        <translation>Hier sind keine Agenten bekannt</translation>
    </message>
    <message>
        <source>The agent&apos;s sign-in runs on this machine only, and this task&apos;s session runs elsewhere</source>
        <translation>Die Anmeldung des Agenten läuft nur auf diesem Rechner, und die Sitzung dieser Aufgabe läuft anderswo</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Kandesk is closing</source>
        <translation>Kandesk wird beendet</translation>
    </message>
    <message>
        <source>A terminal keeps 0 to 1,000,000 lines of scrollback</source>
        <translation>Ein Terminal behält 0 bis 1.000.000 Zeilen zum Zurückblättern</translation>
    </message>
</context>
<context>
    <name>kandesk::Terminal</name>
    <message>
        <source>Closed: %1.</source>
        <translation>Geschlossen: %1.</translation>
    </message>
    <message>
        <source>%1 was ended by signal %2.</source>
        <translation>%1 wurde durch Signal %2 beendet.</translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <translation>%1 wurde mit Code %2 beendet.</translation>
    </message>
</context>
<context>
    <name>kandesk::WorkflowEngine</name>
    <message>
        <source>a turn started</source>
        <translation>ein Zug hat begonnen</translation>
    </message>
    <message>
        <source>the turn completed</source>
        <translation>der Zug ist beendet</translation>
    </message>
    <message>
        <source>Plan mode off</source>
        <translation>Planmodus aus</translation>
    </message>
    <message>
        <source>Stayed in “%1”: %2 automatic moves in a row without a prompt of yours; the workflow may loop (move the task by hand to go on).</source>
        <translation>In „%1“ geblieben: %2 automatische Verschiebungen hintereinander ohne einen Prompt von Ihnen; der Workflow läuft vielleicht im Kreis (die Aufgabe von Hand verschieben, um weiterzumachen).</translation>
    </message>
    <message>
        <source>Could not move to “%1”: %2</source>
        <translation>Konnte nicht nach „%1“ verschoben werden: %2</translation>
    </message>
    <message>
        <source>Moved to %1: %2.</source>
        <translation>Nach %1 verschoben: %2.</translation>
    </message>
    <message>
        <source>Plan mode on</source>
        <translation>Planmodus an</translation>
    </message>
    <message>
        <source>Mode %1</source>
        <translation>Modus %1</translation>
    </message>
    <message>
        <source>“%1” did not start the agent: %2. The task stays here; add that profile, or start the agent yourself.</source>
        <translation>„%1“ hat den Agenten nicht gestartet: %2. Die Aufgabe bleibt hier; dieses Profil hinzufügen oder den Agenten selbst starten.</translation>
    </message>
    <message>
        <source>The step&apos;s prompt was not sent</source>
        <translation>Der Prompt des Schritts wurde nicht gesendet</translation>
    </message>
    <message>
        <source>The agent did not start</source>
        <translation>Der Agent ist nicht gestartet</translation>
    </message>
    <message>
        <source>%1 could not be applied (the agent&apos;s mode “%2”): %3</source>
        <translation>%1 konnte nicht angewendet werden (Modus „%2“ des Agenten): %3</translation>
    </message>
    <message>
        <source>“%1”: the finding at %2 was not kept: %3.</source>
        <translation>„%1“: der Befund bei %2 wurde nicht gespeichert: %3.</translation>
    </message>
    <message>
        <source>“%1”: the agent&apos;s answer has no `path:line: …` findings; no review comments were written.</source>
        <translation>„%1“: die Antwort des Agenten enthält keine Befunde der Form `path:line: …`; es wurden keine Review-Kommentare geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>“%1”: the agent&apos;s %n finding(s) are review comments now.</source>
        <translation>
            <numerusform>„%1“: %n Befund des Agenten ist jetzt ein Review-Kommentar.</numerusform>
            <numerusform>„%1“: die %n Befunde des Agenten sind jetzt Review-Kommentare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waits for %1 to be done before its agent starts.</source>
        <translation>Wartet, bis %1 erledigt ist, bevor ihr Agent startet.</translation>
    </message>
    <message numerus="yes">
        <source>Queued in %1: %2 of its %n agent(s) are at work.</source>
        <translation>
            <numerusform>In %1 eingereiht: %2 von %n Agent arbeitet.</numerusform>
            <numerusform>In %1 eingereiht: %2 von %n Agenten arbeiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not join the queue: %1</source>
        <translation>Konnte nicht in die Warteschlange eingereiht werden: %1</translation>
    </message>
    <message>
        <source>Could not leave the queue: %1</source>
        <translation>Konnte die Warteschlange nicht verlassen: %1</translation>
    </message>
    <message>
        <source>A place in %1 is free: its agent starts.</source>
        <translation>In %1 ist ein Platz frei: ihr Agent startet.</translation>
    </message>
    <message>
        <source>the tasks it waited for are done</source>
        <translation>die Aufgaben, auf die sie gewartet hat, sind erledigt</translation>
    </message>
    <message>
        <source>Goes on: %1.</source>
        <translation>Geht weiter: %1.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::AttachmentChip</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::AttemptsDialog</name>
    <message>
        <source>kept: the task&apos;s own</source>
        <translation>übernommen: gehört jetzt der Aufgabe</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archiviert</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>working</source>
        <translation>arbeitet</translation>
    </message>
    <message>
        <source>turn done</source>
        <translation>Zug beendet</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Compare Attempts — %1</source>
        <translation>Versuche vergleichen — %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Letzte Worte</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Compare with attempt</source>
        <translation>Mit Versuch vergleichen</translation>
    </message>
    <message>
        <source>Pick an attempt and another to compare it with: what it has that the other has not appears here.</source>
        <translation>Einen Versuch und einen weiteren zum Vergleich auswählen: Was der eine hat und der andere nicht, erscheint hier.</translation>
    </message>
    <message>
        <source>&amp;Keep This One</source>
        <translation>Diesen &amp;übernehmen</translation>
    </message>
    <message>
        <source>Its worktree, branch and session become the task&apos;s own; the other attempts are archived (branches kept)</source>
        <translation>Sein Worktree, Branch und seine Sitzung gehen an die Aufgabe über; die anderen Versuche werden archiviert (ihre Branches bleiben erhalten)</translation>
    </message>
    <message>
        <source>The same prompt, tried by each agent in its own worktree. Lines are against the task&apos;s base.</source>
        <translation>Derselbe Prompt, von jedem Agenten in seinem eigenen Worktree ausprobiert. Die Zeilen beziehen sich auf die Basis der Aufgabe.</translation>
    </message>
    <message>
        <source>&amp;Diff against:</source>
        <translation>&amp;Diff gegen:</translation>
    </message>
    <message>
        <source>Reading the attempts…</source>
        <translation>Versuche werden gelesen…</translation>
    </message>
    <message>
        <source>No attempts yet: Task ▸ Try With Several Agents… starts some.</source>
        <translation>Noch keine Versuche: Aufgabe ▸ Mit mehreren Agenten versuchen… startet welche.</translation>
    </message>
    <message>
        <source>%1 · PR %2</source>
        <translation>%1 · PR %2</translation>
    </message>
    <message>
        <source>attempt %1 (%2)</source>
        <translation>Versuch %1 (%2)</translation>
    </message>
    <message>
        <source>The two attempts&apos; files are the same.</source>
        <translation>Die Dateien der beiden Versuche sind identisch.</translation>
    </message>
    <message>
        <source>Keeping attempt %1…</source>
        <translation>Versuch %1 wird übernommen…</translation>
    </message>
    <message>
        <source>Keep Attempt %1?</source>
        <translation>Versuch %1 übernehmen?</translation>
    </message>
    <message>
        <source>Keep it and archive the others anyway?</source>
        <translation>Trotzdem übernehmen und die anderen archivieren?</translation>
    </message>
    <message numerus="yes">
        <source>Kept attempt %1: its worktree is the task&apos;s own now; %n other attempt(s) archived.</source>
        <translation>
            <numerusform>Versuch %1 übernommen: Sein Worktree gehört jetzt der Aufgabe; %n anderer Versuch archiviert.</numerusform>
            <numerusform>Versuch %1 übernommen: Sein Worktree gehört jetzt der Aufgabe; %n andere Versuche archiviert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Difference between the attempts</source>
        <translation>Unterschied zwischen den Versuchen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::BaseSyncFlow</name>
    <message>
        <source>Updated from %1 (%2)</source>
        <translation>Von %1 aktualisiert (%2)</translation>
    </message>
    <message>
        <source>; the setup script passed</source>
        <translation>; das Setup-Skript war erfolgreich</translation>
    </message>
    <message>
        <source>; pushed</source>
        <translation>; gepusht</translation>
    </message>
    <message>
        <source>, but %1</source>
        <translation>, aber %1</translation>
    </message>
    <message>
        <source>Cannot update from the base: %1</source>
        <translation>Aktualisierung von der Basis nicht möglich: %1</translation>
    </message>
    <message>
        <source>Update from the base failed: %1</source>
        <translation>Aktualisierung von der Basis fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Already up to date with %1</source>
        <translation>Bereits auf dem Stand von %1</translation>
    </message>
    <message>
        <source>The agent was not asked: %1</source>
        <translation>Der Agent wurde nicht gefragt: %1</translation>
    </message>
    <message>
        <source>Update aborted: the branch is back on its commit</source>
        <translation>Aktualisierung abgebrochen: Der Branch steht wieder auf seinem Commit</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ChangesTreeModel</name>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>Umbenannt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ChangesView</name>
    <message>
        <source>Against base</source>
        <translation>Gegen Basis</translation>
    </message>
    <message>
        <source>Uncommitted</source>
        <translation>Nicht committet</translation>
    </message>
    <message>
        <source>Every change of the task since its base branch, or only what is not committed yet</source>
        <translation>Alle Änderungen der Aufgabe seit ihrem Basis-Branch oder nur das noch nicht Committete</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Side by side or unified</source>
        <translation>Nebeneinander oder vereinheitlicht</translation>
    </message>
    <message>
        <source>Maximise</source>
        <translation>Maximieren</translation>
    </message>
    <message>
        <source>Use the whole window width (Ctrl+Shift+M)</source>
        <translation>Die ganze Fensterbreite nutzen (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stagen</translation>
    </message>
    <message>
        <source>Stage the whole file</source>
        <translation>Die ganze Datei stagen</translation>
    </message>
    <message>
        <source>Unstage</source>
        <translation>Aus Stage nehmen</translation>
    </message>
    <message>
        <source>Unstage the whole file</source>
        <translation>Die ganze Datei aus dem Stage nehmen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Discard the file&apos;s changes (Undo brings them back)</source>
        <translation>Die Änderungen der Datei verwerfen (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Bring back what was discarded last</source>
        <translation>Zuletzt Verworfenes zurückholen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the changes again</source>
        <translation>Die Änderungen neu lesen</translation>
    </message>
    <message>
        <source>Select a file to see its changes.</source>
        <translation>Eine Datei auswählen, um ihre Änderungen zu sehen.</translation>
    </message>
    <message>
        <source>Reading the changes…</source>
        <translation>Änderungen werden gelesen…</translation>
    </message>
    <message>
        <source>Cannot read the changes: %1</source>
        <translation>Änderungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Side by side once the diff is wider (Maximise: Ctrl+Shift+M); unified until then</source>
        <translation>Nebeneinander, sobald der Diff breiter ist (Maximieren: Ctrl+Shift+M); bis dahin vereinheitlicht</translation>
    </message>
    <message>
        <source>No changes</source>
        <translation>Keine Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Keine Änderungen.</translation>
    </message>
    <message>
        <source>Discard Changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Discard every change to %1?</source>
        <translation>Alle Änderungen an %1 verwerfen?</translation>
    </message>
    <message>
        <source>Undo brings them back until the next discard or another task.</source>
        <translation>Rückgängig holt sie zurück, bis zum nächsten Verwerfen oder bis zu einer anderen Aufgabe.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>Geänderte Dateien</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::CheckpointsDialog</name>
    <message>
        <source>Restore Checkpoint — %1</source>
        <translation>Prüfpunkt wiederherstellen — %1</translation>
    </message>
    <message>
        <source>What restoring the picked checkpoint would change appears here.</source>
        <translation>Was die Wiederherstellung des gewählten Prüfpunkts ändern würde, erscheint hier.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Put the files, the index and HEAD back as they were before that turn; the agent is told with its next prompt</source>
        <translation>Dateien, Index und HEAD auf den Stand vor diesem Zug zurücksetzen; der Agent erfährt es mit seinem nächsten Prompt</translation>
    </message>
    <message>
        <source>Kandesk keeps the workspace as it was before each agent turn. Pick the turn to go back to before.</source>
        <translation>Kandesk hält den Stand des Arbeitsverzeichnisses vor jedem Zug des Agenten fest. Den Zug auswählen, auf dessen Ausgangsstand zurückgegangen werden soll.</translation>
    </message>
    <message>
        <source>Reading the checkpoints…</source>
        <translation>Prüfpunkte werden gelesen…</translation>
    </message>
    <message>
        <source>No checkpoints yet: one is kept before each agent turn.</source>
        <translation>Noch keine Prüfpunkte: Vor jedem Zug des Agenten wird einer angelegt.</translation>
    </message>
    <message>
        <source>Before turn %1 · %2 · %3</source>
        <translation>Vor Zug %1 · %2 · %3</translation>
    </message>
    <message>
        <source>(prompt not kept)</source>
        <translation>(Prompt nicht gespeichert)</translation>
    </message>
    <message>
        <source>Comparing with the workspace now…</source>
        <translation>Vergleich mit dem aktuellen Arbeitsverzeichnis…</translation>
    </message>
    <message>
        <source>Restoring…</source>
        <translation>Wird wiederhergestellt…</translation>
    </message>
    <message numerus="yes">
        <source>Restored to before turn %1: %n file(s) put back</source>
        <translation>
            <numerusform>Auf den Stand vor Zug %1 zurückgesetzt: %n Datei wiederhergestellt</numerusform>
            <numerusform>Auf den Stand vor Zug %1 zurückgesetzt: %n Dateien wiederhergestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n commit(s) off the branch</source>
        <translation>
            <numerusform>, %n Commit vom Branch entfernt</numerusform>
            <numerusform>, %n Commits vom Branch entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Prüfpunkte</translation>
    </message>
    <message>
        <source>What the restore changes</source>
        <translation>Was die Wiederherstellung ändert</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ChecksPanel</name>
    <message>
        <source>Pull request checks</source>
        <translation>Pull-Request-Checks</translation>
    </message>
    <message>
        <source>Checks: %1</source>
        <translation>Checks: %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 · checks: %4</source>
        <translation>%1 %2 %3 · Checks: %4</translation>
    </message>
    <message>
        <source>Ask the agent to fix</source>
        <translation>Agenten um Korrektur bitten</translation>
    </message>
    <message>
        <source>Sends “%1”, what it said and the end of its output to the task&apos;s agent</source>
        <translation>Sendet „%1“, die zugehörige Meldung und das Ende der Ausgabe an den Agenten der Aufgabe</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::CommitDialog</name>
    <message>
        <source>&amp;Stage all changes first</source>
        <translation>Zuerst alle Änderungen &amp;stagen</translation>
    </message>
    <message>
        <source>Commit on the Task Branch</source>
        <translation>Auf dem Aufgaben-Branch committen</translation>
    </message>
    <message>
        <source>&amp;Ask the Agent for a Message</source>
        <translation>&amp;Agenten um eine Nachricht bitten</translation>
    </message>
    <message>
        <source>Asks the task&apos;s agent to write the message for its changes; its answer replaces this one</source>
        <translation>Bittet den Agenten der Aufgabe, die Nachricht für seine Änderungen zu schreiben; seine Antwort ersetzt diese hier</translation>
    </message>
    <message>
        <source>Waiting for the agent&apos;s message… (its answer also shows in the transcript)</source>
        <translation>Warten auf die Nachricht des Agenten… (seine Antwort erscheint auch im Verlauf)</translation>
    </message>
    <message>
        <source>&amp;Commit</source>
        <translation>&amp;Committen</translation>
    </message>
    <message>
        <source>Message (the author is git&apos;s user.name and user.email):</source>
        <translation>Nachricht (Autor sind user.name und user.email aus git):</translation>
    </message>
    <message>
        <source>The agent wrote no message: %1</source>
        <translation>Der Agent hat keine Nachricht geschrieben: %1</translation>
    </message>
    <message>
        <source>a permission</source>
        <translation>eine Berechtigung</translation>
    </message>
    <message>
        <source>The agent asks before it answers: %1</source>
        <translation>Der Agent fragt, bevor er antwortet: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ComposerAttachments</name>
    <message>
        <source>pasted image %1.png</source>
        <translation>eingefügtes Bild %1.png</translation>
    </message>
    <message>
        <source>%1 not attached: this agent does not take images</source>
        <translation>%1 nicht angehängt: Dieser Agent nimmt keine Bilder an</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ComposerWidget</name>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Cancel turn</source>
        <translation>Zug abbrechen</translation>
    </message>
    <message>
        <source>Stop agent</source>
        <translation>Agent anhalten</translation>
    </message>
    <message>
        <source>Ask the agent for the next step… (%1 to send)</source>
        <translation>Den Agenten nach dem nächsten Schritt fragen… (%1 zum Senden)</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Send the prompt to the agent</source>
        <translation>Den Prompt an den Agenten senden</translation>
    </message>
    <message>
        <source>Cancel the running turn (%1 or %2)</source>
        <translation>Den laufenden Zug abbrechen (%1 oder %2)</translation>
    </message>
    <message>
        <source>Stop the agent process</source>
        <translation>Den Agentenprozess anhalten</translation>
    </message>
    <message>
        <source>%1 answers a permission request of the agent; none is waiting.</source>
        <translation>%1 beantwortet eine Berechtigungsanfrage des Agenten; es wartet keine.</translation>
    </message>
    <message>
        <source>A queued prompt cannot carry attachments: send it when the turn ends.</source>
        <translation>Ein eingereihter Prompt kann keine Anhänge enthalten: erst senden, wenn der Zug endet.</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Einreihen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ConflictsPanel</name>
    <message>
        <source>Conflicts with other branches</source>
        <translation>Konflikte mit anderen Branches</translation>
    </message>
    <message>
        <source>⚠ Would conflict with its base branch %1</source>
        <translation>⚠ Würde mit dem Basis-Branch %1 kollidieren</translation>
    </message>
    <message>
        <source>⚠ Would conflict with “%1” on %2</source>
        <translation>⚠ Würde mit „%1“ auf %2 kollidieren</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>line %1: this task “%2”, the other “%3”</source>
        <translation>Zeile %1: diese Aufgabe „%2“, die andere „%3“</translation>
    </message>
    <message>
        <source>This task:
%1

The other:
%2</source>
        <translation>Diese Aufgabe:
%1

Die andere:
%2</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::DesktopIntegration</name>
    <message>
        <source>Kandesk keeps running</source>
        <translation>Kandesk läuft weiter</translation>
    </message>
    <message>
        <source>Agents keep working while the window is closed. Open it or quit from the tray icon&apos;s menu.</source>
        <translation>Agenten arbeiten weiter, während das Fenster geschlossen ist. Über das Menü des Symbols im Systemabschnitt lässt es sich wieder öffnen oder Kandesk beenden.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ElicitationFormView</name>
    <message>
        <source>name@example.com</source>
        <translation>name@example.com</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>YYYY-MM-DDThh:mm:ssZ</source>
        <translation>JJJJ-MM-TTThh:mm:ssZ</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::FinishDialog</name>
    <message>
        <source>&amp;Remove the worktree and branch %1</source>
        <translation>Worktree und Branch %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>Finish “%1”</source>
        <translation>„%1“ abschließen</translation>
    </message>
    <message>
        <source>The task moves to Done; its transcript stays readable.</source>
        <translation>Die Aufgabe wandert nach „Done“; ihr Verlauf bleibt lesbar.</translation>
    </message>
    <message>
        <source>not pushed: %1</source>
        <translation>nicht gepusht: %1</translation>
    </message>
    <message>
        <source>not merged into %1: %2</source>
        <translation>nicht in %1 gemergt: %2</translation>
    </message>
    <message>
        <source>neither merged into %1 nor pushed: %2</source>
        <translation>weder in %1 gemergt noch gepusht: %2</translation>
    </message>
    <message>
        <source>uncommitted: %1</source>
        <translation>nicht committet: %1</translation>
    </message>
    <message>
        <source>Everything is merged or pushed; nothing is uncommitted.</source>
        <translation>Alles ist gemergt oder gepusht; es gibt keine nicht committeten Änderungen.</translation>
    </message>
    <message>
        <source>Not merged or pushed yet:</source>
        <translation>Noch nicht gemergt oder gepusht:</translation>
    </message>
    <message>
        <source>Removing the worktree now loses the uncommitted files and the commits that are neither merged nor pushed.</source>
        <translation>Wird der Worktree jetzt entfernt, gehen die nicht committeten Dateien und die weder gemergten noch gepushten Commits verloren.</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Abschließen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::FreedesktopNotificationSink</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ImportIssueDialog</name>
    <message>
        <source>&amp;JQL</source>
        <translation>&amp;JQL</translation>
    </message>
    <message>
        <source>Assigned to &amp;me</source>
        <translation>&amp;Mir zugewiesen</translation>
    </message>
    <message>
        <source>&amp;Closed ones too</source>
        <translation>Auch &amp;geschlossene</translation>
    </message>
    <message>
        <source>New Task from Issue</source>
        <translation>Neue Aufgabe aus Issue</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>owner/repository, group/project, team or project key</source>
        <translation>Besitzer/Repository, Gruppe/Projekt, Team- oder Projektschlüssel</translation>
    </message>
    <message>
        <source>words in the title or text</source>
        <translation>Wörter in Titel oder Text</translation>
    </message>
    <message>
        <source>Jira: the search is a JQL query</source>
        <translation>Jira: Die Suche ist eine JQL-Abfrage</translation>
    </message>
    <message>
        <source>bug, ui</source>
        <translation>bug, ui</translation>
    </message>
    <message>
        <source>github:owner/repo#12, gitlab:group/project#7, linear:ENG-42, jira:PROJ-7</source>
        <translation>github:owner/repo#12, gitlab:group/project#7, linear:ENG-42, jira:PROJ-7</translation>
    </message>
    <message>
        <source>Issue reference</source>
        <translation>Issue-Referenz</translation>
    </message>
    <message>
        <source>Issues found</source>
        <translation>Gefundene Issues</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Issue preview</source>
        <translation>Issue-Vorschau</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>The issue&apos;s own (or the workspace&apos;s only one)</source>
        <translation>Das des Issues (oder das einzige des Arbeitsbereichs)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>C&amp;onnection:</source>
        <translation>&amp;Verbindung:</translation>
    </message>
    <message>
        <source>Searc&amp;h:</source>
        <translation>Suc&amp;he:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projekt:</translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation>&amp;Labels:</translation>
    </message>
    <message>
        <source>Or by &amp;reference:</source>
        <translation>Oder per &amp;Referenz:</translation>
    </message>
    <message>
        <source>&amp;Work in:</source>
        <translation>&amp;Arbeiten in:</translation>
    </message>
    <message>
        <source>Mo&amp;re</source>
        <translation>Meh&amp;r</translation>
    </message>
    <message>
        <source>Fill the In&amp;box</source>
        <translation>&amp;Eingang füllen</translation>
    </message>
    <message>
        <source>New issues this search finds appear in the board&apos;s Inbox, asked every few minutes</source>
        <translation>Neue Issues, die diese Suche findet, erscheinen im Eingang des Boards; es wird alle paar Minuten nachgefragt</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Make a task of each issue picked (or of the reference); an issue imported before opens its task</source>
        <translation>Aus jedem gewählten Issue (oder aus der Referenz) eine Aufgabe machen; bei einem bereits importierten Issue öffnet sich dessen Aufgabe</translation>
    </message>
    <message>
        <source>Asking for more…</source>
        <translation>Weitere werden abgefragt…</translation>
    </message>
    <message>
        <source>The Inbox of %1 fills from this search.</source>
        <translation>Der Eingang von %1 füllt sich aus dieser Suche.</translation>
    </message>
    <message>
        <source>Reading the connections…</source>
        <translation>Verbindungen werden gelesen…</translation>
    </message>
    <message>
        <source>No issue tracker is connected to this workspace: add one in Settings ▸ Integrations, or import a GitHub issue by its reference below.</source>
        <translation>Mit diesem Arbeitsbereich ist kein Issue-Tracker verbunden: einen unter Einstellungen ▸ Integrationen hinzufügen oder unten ein GitHub-Issue über seine Referenz importieren.</translation>
    </message>
    <message>
        <source>Searching %1…</source>
        <translation>%1 wird durchsucht…</translation>
    </message>
    <message>
        <source>%1
Labels: %2</source>
        <translation>%1
Labels: %2</translation>
    </message>
    <message>
        <source>No issue matches.</source>
        <translation>Kein Issue passt.</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n Issue</numerusform>
            <numerusform>%n Issues</numerusform>
        </translation>
    </message>
    <message>
        <source> (more with More)</source>
        <translation> (weitere über Mehr)</translation>
    </message>
    <message>
        <source>

… (%1 more characters)</source>
        <translation>

… (%1 weitere Zeichen)</translation>
    </message>
    <message>
        <source>&amp;Import %1</source>
        <translation>%1 &amp;importieren</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ImportSessionDialog</name>
    <message>
        <source>Import Agent Session</source>
        <translation>Agentensitzung importieren</translation>
    </message>
    <message>
        <source>Every folder</source>
        <translation>Alle Ordner</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Make a task of the session: its history in the transcript, the agent ready for your next prompt</source>
        <translation>Aus der Sitzung eine Aufgabe machen: ihr bisheriger Ablauf im Verlauf, der Agent bereit für Ihren nächsten Prompt</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>A&amp;gent:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>Sessions you started in an agent&apos;s own command line, to go on with in Kandesk.</source>
        <translation>Sitzungen, die Sie in der Kommandozeile eines Agenten gestartet haben, zum Fortsetzen in Kandesk.</translation>
    </message>
    <message>
        <source>No agent profile yet: add one in Settings ▸ Agent Profiles.</source>
        <translation>Noch kein Agentenprofil: eines unter Einstellungen ▸ Agentenprofile hinzufügen.</translation>
    </message>
    <message>
        <source>Asking %1 for its sessions…</source>
        <translation>%1 wird nach seinen Sitzungen gefragt…</translation>
    </message>
    <message>
        <source>%1 keeps no sessions for this folder.</source>
        <translation>%1 hat keine Sitzungen für diesen Ordner.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s), newest first.</source>
        <translation>
            <numerusform>%n Sitzung, neueste zuerst.</numerusform>
            <numerusform>%n Sitzungen, neueste zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>No sessions listed: %1</source>
        <translation>Keine Sitzungen aufgelistet: %1</translation>
    </message>
    <message>
        <source>The agent&apos;s sessions</source>
        <translation>Die Sitzungen des Agenten</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::InboxPanel</name>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Dis&amp;miss</source>
        <translation>&amp;Ausblenden</translation>
    </message>
    <message>
        <source>Inbox: new issues</source>
        <translation>Eingang: neue Issues</translation>
    </message>
    <message>
        <source>Make a task of the issue picked</source>
        <translation>Aus dem gewählten Issue eine Aufgabe machen</translation>
    </message>
    <message>
        <source>Hide the issue picked from the Inbox for good (Delete)</source>
        <translation>Das gewählte Issue dauerhaft aus dem Eingang ausblenden (Delete)</translation>
    </message>
    <message>
        <source>Ask the trackers again now</source>
        <translation>Die Tracker jetzt erneut abfragen</translation>
    </message>
    <message>
        <source>%1 (%2)

%3</source>
        <translation>%1 (%2)

%3</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Inbox (%1)</source>
        <translation>Eingang (%1)</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MainWindow</name>
    <message>
        <source>Add a repository to start</source>
        <translation>Repository hinzufügen, um zu beginnen</translation>
    </message>
    <message>
        <source>Each task runs its coding agent in a workspace of its own, usually a git worktree. Add a repository, create a task and move it to In Progress to start its agent.</source>
        <translation>Jede Aufgabe führt ihren Coding-Agenten in einem eigenen Arbeitsverzeichnis aus, meist einem git-Worktree. Ein Repository hinzufügen, eine Aufgabe erstellen und nach „In Progress“ verschieben, um ihren Agenten zu starten.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Kandesk&apos;s data folder</source>
        <translation>Kandesk-Ordner</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>&amp;Arbeitsbereich:</translation>
    </message>
    <message>
        <source>No agent working</source>
        <translation>Kein Agent arbeitet</translation>
    </message>
    <message numerus="yes">
        <source>▶ %n agent(s) working</source>
        <translation>
            <numerusform>▶ %n Agent arbeitet</numerusform>
            <numerusform>▶ %n Agenten arbeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · ◷ %n start(s) waiting for room</source>
        <translation>
            <numerusform> · ◷ %n Start wartet auf freien Platz</numerusform>
            <numerusform> · ◷ %n Starts warten auf freien Platz</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Task…</source>
        <translation>&amp;Neue Aufgabe…</translation>
    </message>
    <message>
        <source>Add &amp;Repository…</source>
        <translation>&amp;Repository hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Quick Chat…</source>
        <translation>&amp;Schnell-Chat…</translation>
    </message>
    <message>
        <source>New Task from &amp;Issue…</source>
        <translation>Neue Aufgabe aus &amp;Issue…</translation>
    </message>
    <message>
        <source>&amp;Import Agent Session…</source>
        <translation>Agentensitzung im&amp;portieren…</translation>
    </message>
    <message>
        <source>New &amp;Workspace…</source>
        <translation>Neuer &amp;Arbeitsbereich…</translation>
    </message>
    <message>
        <source>Rena&amp;me Workspace…</source>
        <translation>Arbeitsbereich &amp;umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Board</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>&amp;Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Do Not Disturb</source>
        <translation>&amp;Nicht stören</translation>
    </message>
    <message>
        <source>No desktop notifications for finished turns and permission requests</source>
        <translation>Keine Desktop-Benachrichtigungen für beendete Züge und Berechtigungsanfragen</translation>
    </message>
    <message>
        <source>S&amp;witch Workspace…</source>
        <translation>Arbeitsbereich &amp;wechseln…</translation>
    </message>
    <message>
        <source>&amp;Start Agent</source>
        <translation>Agent &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Write Prompt</source>
        <translation>&amp;Prompt schreiben</translation>
    </message>
    <message>
        <source>&amp;Cancel Turn</source>
        <translation>Zug a&amp;bbrechen</translation>
    </message>
    <message>
        <source>S&amp;top Agent</source>
        <translation>Agent an&amp;halten</translation>
    </message>
    <message>
        <source>Te&amp;rminal</source>
        <translation>Te&amp;rminal</translation>
    </message>
    <message>
        <source>&amp;New Terminal</source>
        <translation>&amp;Neues Terminal</translation>
    </message>
    <message>
        <source>Restore Chec&amp;kpoint…</source>
        <translation>Prüfpunkt &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Try &amp;With Several Agents…</source>
        <translation>Mit &amp;mehreren Agenten versuchen…</translation>
    </message>
    <message>
        <source>Compare Atte&amp;mpts…</source>
        <translation>&amp;Versuche vergleichen…</translation>
    </message>
    <message>
        <source>&amp;Archive or Unarchive Task</source>
        <translation>Aufgabe &amp;archivieren oder Archivierung aufheben</translation>
    </message>
    <message>
        <source>&amp;Delete Task…</source>
        <translation>Aufgabe &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Copy Diagnostics</source>
        <translation>Diagnose &amp;kopieren</translation>
    </message>
    <message>
        <source>Versions, system, agents and the log&apos;s tail for a bug report (no secret in them)</source>
        <translation>Versionen, System, Agenten und das Ende des Protokolls für einen Fehlerbericht (ohne Geheimnisse)</translation>
    </message>
    <message>
        <source>Open &amp;Logs Folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Report a Bug…</source>
        <translation>&amp;Fehler melden…</translation>
    </message>
    <message>
        <source>&amp;About Kandesk</source>
        <translation>&amp;Über Kandesk</translation>
    </message>
    <message>
        <source>About Kandesk</source>
        <translation>Über Kandesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kandesk %1&lt;/h3&gt;&lt;p&gt;A native workbench for running AI coding agents in parallel, each task in its own workspace, every change reviewed.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;KSyntaxHighlighting %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kandesk %1&lt;/h3&gt;&lt;p&gt;Eine native Werkbank, um KI-Coding-Agenten parallel auszuführen: jede Aufgabe in ihrem eigenen Arbeitsverzeichnis, jede Änderung geprüft.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;KSyntaxHighlighting %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MergeConflictDialog</name>
    <message>
        <source>Merge Conflict</source>
        <translation>Merge-Konflikt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be merged into %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 kann nicht in %2 gemergt werden&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Both branches changed these %n file(s) in ways that conflict:</source>
        <translation>
            <numerusform>Beide Branches haben diese %n Datei auf widersprüchliche Weise geändert:</numerusform>
            <numerusform>Beide Branches haben diese %n Dateien auf widersprüchliche Weise geändert:</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed: %1, the task branch and its worktree are exactly as they were. Resolve it on the task branch (for example, ask the agent to merge %1 into it), then merge again.</source>
        <translation>Es wurde nichts geändert: %1, der Aufgaben-Branch und sein Worktree sind genau wie zuvor. Lösen Sie den Konflikt auf dem Aufgaben-Branch (bitten Sie z. B. den Agenten, %1 hineinzumergen) und mergen Sie dann erneut.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MergeDialog</name>
    <message>
        <source>&amp;Squash into one commit</source>
        <translation>Zu einem Commit &amp;squashen</translation>
    </message>
    <message>
        <source>&amp;Remember for this repository</source>
        <translation>Für dieses Repository &amp;merken</translation>
    </message>
    <message>
        <source>Merge into %1</source>
        <translation>In %1 mergen</translation>
    </message>
    <message>
        <source>&amp;Merge commit</source>
        <translation>M&amp;erge-Commit</translation>
    </message>
    <message>
        <source>Merge &lt;b&gt;%1&lt;/b&gt; into &lt;b&gt;%2&lt;/b&gt; of %3. It fast-forwards when it can; otherwise:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; in &lt;b&gt;%2&lt;/b&gt; von %3 mergen. Wenn möglich per Fast-Forward, sonst:</translation>
    </message>
    <message>
        <source>A checkout of %1 with uncommitted changes is never touched: the merge is refused instead.</source>
        <translation>Ein Checkout von %1 mit nicht committeten Änderungen wird nie angetastet: Stattdessen wird der Merge abgelehnt.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>Me&amp;rgen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MergePullRequestDialog</name>
    <message>
        <source>&amp;Delete the branch on %1</source>
        <translation>Branch auf %1 &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Remove the worktree and local branch</source>
        <translation>Worktree und lokalen Branch &amp;entfernen</translation>
    </message>
    <message>
        <source>Merge %1</source>
        <translation>%1 mergen</translation>
    </message>
    <message>
        <source>Merge %1 &lt;b&gt;%2%3&lt;/b&gt; of “%4” on %5, then move the task to Done:</source>
        <translation>%1 &lt;b&gt;%2%3&lt;/b&gt; von „%4“ auf %5 mergen und die Aufgabe dann nach „Done“ verschieben:</translation>
    </message>
    <message>
        <source>Create a &amp;merge commit</source>
        <translation>&amp;Merge-Commit erstellen</translation>
    </message>
    <message>
        <source>&amp;Squash and merge</source>
        <translation>&amp;Squashen und mergen</translation>
    </message>
    <message>
        <source>Re&amp;base and merge</source>
        <translation>Re&amp;basen und mergen</translation>
    </message>
    <message>
        <source>The repository does not allow this on %1</source>
        <translation>Das Repository erlaubt dies auf %1 nicht</translation>
    </message>
    <message>
        <source>The worktree is removed only when nothing would be lost; its branch stays reachable for a month.</source>
        <translation>Der Worktree wird nur entfernt, wenn dabei nichts verloren ginge; sein Branch bleibt einen Monat lang erreichbar.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>Me&amp;rgen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::NewTaskDialog</name>
    <message>
        <source>Add Repository…</source>
        <translation>Repository hinzufügen…</translation>
    </message>
    <message>
        <source>Start the agent now</source>
        <translation>Agent jetzt starten</translation>
    </message>
    <message>
        <source>New Task</source>
        <translation>Neue Aufgabe</translation>
    </message>
    <message>
        <source>What should the agent do?</source>
        <translation>Was soll der Agent tun?</translation>
    </message>
    <message>
        <source>The first prompt: context, constraints, how to check the result…</source>
        <translation>Der erste Prompt: Kontext, Einschränkungen, wie das Ergebnis zu prüfen ist…</translation>
    </message>
    <message>
        <source>The branch the task&apos;s worktree starts from</source>
        <translation>Der Branch, von dem der Worktree der Aufgabe ausgeht</translation>
    </message>
    <message>
        <source>Put the task in In Progress and launch its agent</source>
        <translation>Die Aufgabe nach „In Progress“ verschieben und ihren Agenten starten</translation>
    </message>
    <message>
        <source>Create Task</source>
        <translation>Aufgabe erstellen</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Repositories:</source>
        <translation>&amp;Repositorys:</translation>
    </message>
    <message>
        <source>&amp;Base branch:</source>
        <translation>Bas&amp;is-Branch:</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <source>&amp;Executor:</source>
        <translation>A&amp;usführung:</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>%1, default branch %2</source>
        <translation>%1, Standard-Branch %2</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>%1 (built-in)</source>
        <translation>%1 (integriert)</translation>
    </message>
    <message>
        <source>each repository&apos;s default branch</source>
        <translation>der Standard-Branch jedes Repositorys</translation>
    </message>
    <message>
        <source>the repository&apos;s default branch</source>
        <translation>der Standard-Branch des Repositorys</translation>
    </message>
    <message>
        <source>Give the task a title.</source>
        <translation>Die Aufgabe braucht einen Titel.</translation>
    </message>
    <message>
        <source>Add a repository for the agent to work in.</source>
        <translation>Fügen Sie ein Repository hinzu, in dem der Agent arbeiten kann.</translation>
    </message>
    <message>
        <source>Choose at least one repository.</source>
        <translation>Wählen Sie mindestens ein Repository.</translation>
    </message>
    <message>
        <source>Worktree · an isolated git worktree per task</source>
        <translation>Worktree · ein isolierter git-Worktree pro Aufgabe</translation>
    </message>
    <message>
        <source>Local · directly in the repository folder</source>
        <translation>Lokal · direkt im Repository-Ordner</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>Repositorys</translation>
    </message>
    <message>
        <source>Base branch</source>
        <translation>Basis-Branch</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::Notifications</name>
    <message>
        <source>the turn failed</source>
        <translation>der Zug ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>The agent finished its turn.</source>
        <translation>Der Agent hat seinen Zug beendet.</translation>
    </message>
    <message>
        <source>The turn ended with an error: %1</source>
        <translation>Der Zug endete mit einem Fehler: %1</translation>
    </message>
    <message>
        <source>The agent asks for input.</source>
        <translation>Der Agent bittet um eine Eingabe.</translation>
    </message>
    <message>
        <source>The agent asks for input: %1</source>
        <translation>Der Agent bittet um eine Eingabe: %1</translation>
    </message>
    <message>
        <source>The agent asks for permission.</source>
        <translation>Der Agent bittet um Erlaubnis.</translation>
    </message>
    <message>
        <source>The agent asks for permission: %1</source>
        <translation>Der Agent bittet um Erlaubnis: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::NpmInstallDialog</name>
    <message>
        <source>Install %1?</source>
        <translation>%1 installieren?</translation>
    </message>
    <message>
        <source>%1 is not installed. Kandesk installs the npm package %2 (%3) into %4 and starts it from there with node, without npx.</source>
        <translation>%1 ist nicht installiert. Kandesk installiert das npm-Paket %2 (%3) nach %4 und startet es von dort mit node, ohne npx.</translation>
    </message>
    <message>
        <source>the newest version</source>
        <translation>die neueste Version</translation>
    </message>
    <message>
        <source>npm&apos;s output appears here while it installs</source>
        <translation>Hier erscheint die Ausgabe von npm während der Installation</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Installing %1@%2…</source>
        <translation>%1@%2 wird installiert…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Installed %1 %2.</source>
        <translation>%1 %2 installiert.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::PlanChecklist</name>
    <message>
        <source>The agent&apos;s plan for this turn; click to fold it</source>
        <translation>Der Plan des Agenten für diesen Zug; zum Einklappen klicken</translation>
    </message>
    <message>
        <source>%1 Plan · %2 of %3 done</source>
        <translation>%1 Plan · %2 von %3 erledigt</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::PrepareLogModel</name>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::PrepareLogPanel</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>%v of %m steps</source>
        <translation>%v von %m Schritten</translation>
    </message>
    <message>
        <source>The selected step&apos;s output appears here.</source>
        <translation>Hier erscheint die Ausgabe des ausgewählten Schritts.</translation>
    </message>
    <message>
        <source>Launch again (%1)</source>
        <translation>Erneut starten (%1)</translation>
    </message>
    <message>
        <source>No launch in progress</source>
        <translation>Kein Start im Gange</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Preparing the workspace…</source>
        <translation>Arbeitsverzeichnis wird vorbereitet…</translation>
    </message>
    <message>
        <source>Workspace ready in %1</source>
        <translation>Arbeitsverzeichnis bereit in %1</translation>
    </message>
    <message>
        <source>Last launch, %1: workspace ready in %2</source>
        <translation>Letzter Start, %1: Arbeitsverzeichnis bereit in %2</translation>
    </message>
    <message>
        <source>Preparation failed</source>
        <translation>Vorbereitung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Last launch, %1: preparation failed</source>
        <translation>Letzter Start, %1: Vorbereitung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Start steps</source>
        <translation>Startschritte</translation>
    </message>
    <message>
        <source>Output of the selected step</source>
        <translation>Ausgabe des ausgewählten Schritts</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::PromptQueueController</name>
    <message>
        <source>The queued prompt could not be changed</source>
        <translation>Der eingereihte Prompt konnte nicht geändert werden</translation>
    </message>
    <message>
        <source>The queued prompt could not be moved</source>
        <translation>Der eingereihte Prompt konnte nicht verschoben werden</translation>
    </message>
    <message>
        <source>The queued prompt could not be deleted</source>
        <translation>Der eingereihte Prompt konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <source>The session is still being created: send the prompt once the agent runs.</source>
        <translation>Die Sitzung wird noch erstellt: Senden Sie den Prompt, sobald der Agent läuft.</translation>
    </message>
    <message>
        <source>The prompt could not be queued: %1</source>
        <translation>Der Prompt konnte nicht eingereiht werden: %1</translation>
    </message>
    <message>
        <source>The queued prompts could not be read: %1</source>
        <translation>Die eingereihten Prompts konnten nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::PullRequestDialog</name>
    <message>
        <source>Open as a &amp;draft</source>
        <translation>Als Entwur&amp;f öffnen</translation>
    </message>
    <message>
        <source>Create %1</source>
        <translation>%1 erstellen</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>%1 is pushed to origin first, then a %2 into %3 is opened on %4.</source>
        <translation>%1 wird zuerst nach origin gepusht, dann wird auf %4 ein %2 in %3 geöffnet.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::QueuedPromptsPanel</name>
    <message>
        <source>Send &amp;now</source>
        <translation>&amp;Jetzt senden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Queued prompts</source>
        <translation>Eingereihte Prompts</translation>
    </message>
    <message>
        <source>Cancel the running turn and send this prompt next</source>
        <translation>Den laufenden Zug abbrechen und diesen Prompt als Nächstes senden</translation>
    </message>
    <message>
        <source>Delete this queued prompt (Delete)</source>
        <translation>Diesen eingereihten Prompt löschen (Delete)</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) queued: sent one by one as the agent&apos;s turns end</source>
        <translation>
            <numerusform>%n Prompt eingereiht: wird gesendet, sobald der Zug des Agenten endet</numerusform>
            <numerusform>%n Prompts eingereiht: werden nacheinander gesendet, sobald die Züge des Agenten enden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::QuickChatWindow</name>
    <message>
        <source>New Chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Make It a Task</source>
        <translation>Zur Aufgabe machen</translation>
    </message>
    <message>
        <source>Quick Chat — Kandesk</source>
        <translation>Schnell-Chat — Kandesk</translation>
    </message>
    <message>
        <source>Agent profile</source>
        <translation>Agentenprofil</translation>
    </message>
    <message>
        <source>The agent profile a new chat runs with</source>
        <translation>Das Agentenprofil, mit dem ein neuer Chat läuft</translation>
    </message>
    <message>
        <source>No agent profile yet</source>
        <translation>Noch kein Agentenprofil</translation>
    </message>
    <message>
        <source>Recent chats</source>
        <translation>Letzte Chats</translation>
    </message>
    <message>
        <source>Recent quick chats (kept for a week after their last use)</source>
        <translation>Letzte Schnell-Chats (eine Woche nach der letzten Nutzung aufbewahrt)</translation>
    </message>
    <message>
        <source>Start a new chat (%1)</source>
        <translation>Neuen Chat beginnen (%1)</translation>
    </message>
    <message>
        <source>Turn this chat into a task on the board; it keeps its transcript</source>
        <translation>Diesen Chat zu einer Aufgabe auf dem Board machen; sein Verlauf bleibt erhalten</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Agent:</translation>
    </message>
    <message>
        <source>Ask the agent anything, no repository involved… (%1 to send)</source>
        <translation>Fragen Sie den Agenten irgendetwas, ganz ohne Repository… (%1 zum Senden)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Runs without a repository, in a folder of its own</source>
        <translation>Läuft ohne Repository, in einem eigenen Ordner</translation>
    </message>
    <message>
        <source>The agent is still starting: send again once it answers</source>
        <translation>Der Agent startet noch: erneut senden, sobald er antwortet</translation>
    </message>
    <message>
        <source>No agent profile yet: add one in Settings › Agent Profiles</source>
        <translation>Noch kein Agentenprofil: eines unter Einstellungen › Agentenprofile hinzufügen</translation>
    </message>
    <message>
        <source>Cannot create the chat: %1</source>
        <translation>Der Chat kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Cannot make it a task: %1</source>
        <translation>Der Chat kann nicht zur Aufgabe gemacht werden: %1</translation>
    </message>
    <message>
        <source>The chat&apos;s own folder, where the agent works:
%1</source>
        <translation>Der eigene Ordner des Chats, in dem der Agent arbeitet:
%1</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReadinessPanel</name>
    <message>
        <source>%1 — ready (%2 set)</source>
        <translation>%1 — bereit (%2 gesetzt)</translation>
    </message>
    <message>
        <source>%1 — ready; signs in at its first start</source>
        <translation>%1 — bereit; meldet sich beim ersten Start an</translation>
    </message>
    <message>
        <source>%1 — ready</source>
        <translation>%1 — bereit</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>kein %1</translation>
    </message>
    <message>
        <source>%1 (version unknown)</source>
        <translation>%1 (Version unbekannt)</translation>
    </message>
    <message>
        <source>Ready to run</source>
        <translation>Startbereit</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Read again which agents can run, after a command ran in a terminal</source>
        <translation>Erneut lesen, welche Agenten laufen können, nachdem ein Befehl im Terminal lief</translation>
    </message>
    <message>
        <source>Node.js and npm: checking…</source>
        <translation>Node.js und npm: wird geprüft…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n agents can run</source>
        <translation>
            <numerusform>%1 von %n Agent kann laufen</numerusform>
            <numerusform>%1 von %n Agenten können laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Checking whether the agent can run here…</source>
        <translation>Es wird geprüft, ob der Agent hier laufen kann…</translation>
    </message>
    <message>
        <source>Installing… %1</source>
        <translation>Wird installiert… %1</translation>
    </message>
    <message>
        <source>The install failed: %1</source>
        <translation>Die Installation ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReadinessRow</name>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Add Key…</source>
        <translation>Schlüssel hinzufügen…</translation>
    </message>
    <message>
        <source>Add Secret…</source>
        <translation>Geheimnis hinzufügen…</translation>
    </message>
    <message>
        <source>Open Settings…</source>
        <translation>Einstellungen öffnen…</translation>
    </message>
    <message>
        <source>Installs it into Kandesk&apos;s home with npm (the same as %1)</source>
        <translation>Installiert ihn mit npm in den Kandesk-Ordner (wie %1)</translation>
    </message>
    <message>
        <source>Opens Settings ▸ Agent profiles: add %1 to the agent&apos;s profile as a secret</source>
        <translation>Öffnet Einstellungen ▸ Agentenprofile: %1 als Geheimnis zum Profil des Agenten hinzufügen</translation>
    </message>
    <message>
        <source>Opens Settings ▸ Secrets: store the secret “%1”</source>
        <translation>Öffnet Einstellungen ▸ Geheimnisse: das Geheimnis „%1“ speichern</translation>
    </message>
    <message>
        <source>Opens Settings ▸ Agents: give the agent&apos;s command its program&apos;s full path</source>
        <translation>Öffnet Einstellungen ▸ Agenten: im Befehl des Agenten den vollständigen Pfad seines Programms angeben</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Command to run in a terminal</source>
        <translation>Befehl zum Ausführen in einem Terminal</translation>
    </message>
    <message>
        <source>Copy the command</source>
        <translation>Den Befehl kopieren</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::RepositoryPicker</name>
    <message>
        <source>Add Repository</source>
        <translation>Repository hinzufügen</translation>
    </message>
    <message>
        <source>Another repository is still being checked</source>
        <translation>Ein anderes Repository wird noch geprüft</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReviewCommentsController</name>
    <message>
        <source>The review comments could not be read: %1</source>
        <translation>Die Review-Kommentare konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The comment could not be kept: %1</source>
        <translation>Der Kommentar konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The comment could not be deleted: %1</source>
        <translation>Der Kommentar konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>The comments could not be sent: %1</source>
        <translation>Die Kommentare konnten nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Answer on %1</source>
        <translation>Auf %1 antworten</translation>
    </message>
    <message>
        <source>The answer to the comments from %1 that the agent was sent; their threads are resolved:</source>
        <translation>Die Antwort auf die an den Agenten gesendeten Kommentare von %1; ihre Threads werden als gelöst markiert:</translation>
    </message>
    <message>
        <source>The comments were not answered on %1: %2</source>
        <translation>Die Kommentare wurden auf %1 nicht beantwortet: %2</translation>
    </message>
    <message numerus="yes">
        <source>Answered %n comment(s) on %1</source>
        <translation>
            <numerusform>%n Kommentar auf %1 beantwortet</numerusform>
            <numerusform>%n Kommentare auf %1 beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n thread(s) resolved</source>
        <translation>
            <numerusform>; %n Thread als gelöst markiert</numerusform>
            <numerusform>; %n Threads als gelöst markiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReviewCommentsPanel</name>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Review comments</source>
        <translation>Review-Kommentare</translation>
    </message>
    <message>
        <source>No comments yet. Select lines in a diff and press C to comment on them.</source>
        <translation>Noch keine Kommentare. Zeilen in einem Diff auswählen und C drücken, um sie zu kommentieren.</translation>
    </message>
    <message>
        <source>What should the agent change here? (Ctrl+Enter adds it)</source>
        <translation>Was soll der Agent hier ändern? (Ctrl+Enter fügt es hinzu)</translation>
    </message>
    <message>
        <source>&amp;Add comment</source>
        <translation>Kommentar &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The ticked waiting comments go to the agent in one prompt (Ctrl+Shift+Enter)</source>
        <translation>Die angehakten wartenden Kommentare gehen in einem Prompt an den Agenten (Ctrl+Shift+Enter)</translation>
    </message>
    <message>
        <source>Answer the comments from the pull request the agent was sent, and resolve their threads</source>
        <translation>Die an den Agenten gesendeten Kommentare aus dem Pull-Request beantworten und ihre Threads als gelöst markieren</translation>
    </message>
    <message>
        <source>Comment on %1%2</source>
        <translation>Kommentar zu %1%2</translation>
    </message>
    <message>
        <source>Comments from the pull request could not be read: %1</source>
        <translation>Kommentare aus dem Pull-Request konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&amp;Send to the agent</source>
        <translation>An den Agenten &amp;senden</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Send %n comment(s) to the agent</source>
        <translation>
            <numerusform>%n Kommentar an den Agenten &amp;senden</numerusform>
            <numerusform>%n Kommentare an den Agenten &amp;senden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Answer %n on %1…</source>
        <translation>
            <numerusform>%n auf %1 &amp;beantworten…</numerusform>
            <numerusform>%n auf %1 &amp;beantworten…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReviewDiffView</name>
    <message>
        <source>Stage</source>
        <translation>Stagen</translation>
    </message>
    <message>
        <source>Unstage</source>
        <translation>Aus dem Stage nehmen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>%1
(sent to the agent)</source>
        <translation>%1
(an den Agenten gesendet)</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>Old line</source>
        <translation>Alte Zeile</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Neue Zeile</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>was: %1; now: %2</source>
        <translation>war: %1; jetzt: %2</translation>
    </message>
    <message>
        <source>removed: %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation>hinzugefügt: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SessionControlsBar</name>
    <message>
        <source>The agent&apos;s mode for this session</source>
        <translation>Der Modus des Agenten für diese Sitzung</translation>
    </message>
    <message>
        <source>The agent&apos;s model for this session</source>
        <translation>Das Modell des Agenten für diese Sitzung</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Plan first, change nothing yet (Ctrl+Shift+P)</source>
        <translation>Erst planen, noch nichts ändern (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source> (the agent is not running: send a prompt to resume it)</source>
        <translation> (der Agent läuft nicht: einen Prompt senden, um ihn fortzusetzen)</translation>
    </message>
    <message>
        <source>This agent has no plan mode (Ctrl+Shift+P does nothing here).</source>
        <translation>Dieser Agent hat keinen Planmodus (Ctrl+Shift+P bewirkt hier nichts).</translation>
    </message>
    <message>
        <source>The mode can change while the agent runs; send a prompt to start it.</source>
        <translation>Der Modus lässt sich ändern, während der Agent läuft; zum Starten einen Prompt senden.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SessionPanel</name>
    <message>
        <source>Show &amp;earlier messages</source>
        <translation>&amp;Frühere Nachrichten anzeigen</translation>
    </message>
    <message>
        <source>Older turns of this session are stored: read them too</source>
        <translation>Ältere Züge dieser Sitzung sind gespeichert: auch diese lesen</translation>
    </message>
    <message>
        <source>This agent has named no slash commands; what you type is sent as it is.</source>
        <translation>Dieser Agent hat keine Slash-Befehle angegeben; die Eingabe wird unverändert gesendet.</translation>
    </message>
    <message>
        <source>? Waiting for your answer</source>
        <translation>? Wartet auf Ihre Antwort</translation>
    </message>
    <message>
        <source>▶ Agent working…</source>
        <translation>▶ Agent arbeitet…</translation>
    </message>
    <message>
        <source>○ Waiting for your prompt</source>
        <translation>○ Wartet auf Ihren Prompt</translation>
    </message>
    <message>
        <source>▶ Starting the agent…</source>
        <translation>▶ Agent wird gestartet…</translation>
    </message>
    <message>
        <source>✗ Failed</source>
        <translation>✗ Fehlgeschlagen</translation>
    </message>
    <message>
        <source>■ Stopped</source>
        <translation>■ Gestoppt</translation>
    </message>
    <message>
        <source>✓ Completed</source>
        <translation>✓ Abgeschlossen</translation>
    </message>
    <message>
        <source>■ Stopped: a prompt starts it again</source>
        <translation>■ Gestoppt: ein Prompt startet ihn erneut</translation>
    </message>
    <message>
        <source>The session failed.</source>
        <translation>Die Sitzung ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsAgentProfilesPage</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>the agent&apos;s default</source>
        <translation>Standard des Agenten</translation>
    </message>
    <message>
        <source>the agent&apos;s default (e.g. plan, code)</source>
        <translation>Standard des Agenten (z. B. plan, code)</translation>
    </message>
    <message>
        <source>Approve the agent&apos;s permission requests automatically</source>
        <translation>Berechtigungsanfragen des Agenten automatisch genehmigen</translation>
    </message>
    <message>
        <source>default (60 s)</source>
        <translation>Standard (60 s)</translation>
    </message>
    <message>
        <source>How long the agent may take for each step of its start (initialize, its session, the first prompt) before Kandesk gives up and says so.</source>
        <translation>Wie lange der Agent für jeden Schritt seines Starts (initialize, seine Sitzung, der erste Prompt) brauchen darf, bevor Kandesk aufgibt und dies meldet.</translation>
    </message>
    <message>
        <source>Add flag</source>
        <translation>Flag hinzufügen</translation>
    </message>
    <message>
        <source>Remove flag</source>
        <translation>Flag entfernen</translation>
    </message>
    <message>
        <source>optional, e.g. nice -n 10</source>
        <translation>optional, z. B. nice -n 10</translation>
    </message>
    <message>
        <source>the agent&apos;s pin, else the newest installed</source>
        <translation>festgelegte Version des Agenten, sonst die neueste installierte</translation>
    </message>
    <message>
        <source>Built-in agents: the version (installed in Settings ▸ Agents) this profile starts</source>
        <translation>Integrierte Agenten: die Version (installiert unter Einstellungen ▸ Agenten), die dieses Profil startet</translation>
    </message>
    <message>
        <source>Run through npx instead of the installed package</source>
        <translation>Über npx statt über das installierte Paket ausführen</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Variable hinzufügen</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>Variable entfernen</translation>
    </message>
    <message>
        <source>Handed to the agent with every session it opens or loads. stdio: Kandesk&apos;s agent starts the command; http and sse: only agents that say they take them get them (the others are told, not sent).</source>
        <translation>Wird dem Agenten mit jeder Sitzung übergeben, die er öffnet oder lädt. stdio: Der von Kandesk gestartete Agent startet den Befehl; http und sse: Nur Agenten, die angeben, sie zu unterstützen, erhalten sie (die anderen werden informiert, erhalten sie aber nicht).</translation>
    </message>
    <message>
        <source>Add MCP server</source>
        <translation>MCP-Server hinzufügen</translation>
    </message>
    <message>
        <source>Remove MCP server</source>
        <translation>MCP-Server entfernen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Start timeout</source>
        <translation>Start-Zeitlimit</translation>
    </message>
    <message>
        <source>Agent version</source>
        <translation>Agentenversion</translation>
    </message>
    <message>
        <source>CLI flags</source>
        <translation>CLI-Flags</translation>
    </message>
    <message>
        <source>Command prefix</source>
        <translation>Befehlspräfix</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>%1 (unknown agent)</source>
        <translation>%1 (unbekannter Agent)</translation>
    </message>
    <message>
        <source>the selected server</source>
        <translation>den ausgewählten Server</translation>
    </message>
    <message>
        <source>Select an MCP server to edit its environment or headers.</source>
        <translation>Einen MCP-Server auswählen, um seine Umgebung oder Header zu bearbeiten.</translation>
    </message>
    <message>
        <source>Environment of %1 (values or secrets):</source>
        <translation>Umgebung für %1 (Werte oder Geheimnisse):</translation>
    </message>
    <message>
        <source>Headers of %1 (values or secrets):</source>
        <translation>Header für %1 (Werte oder Geheimnisse):</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>Remove header</source>
        <translation>Header entfernen</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>A profile needs a name</source>
        <translation>Ein Profil braucht einen Namen</translation>
    </message>
    <message>
        <source>Pick the agent this profile runs</source>
        <translation>Den Agenten wählen, den dieses Profil ausführt</translation>
    </message>
    <message>
        <source> (the launch would drop this flag)</source>
        <translation> (der Start würde dieses Flag weglassen)</translation>
    </message>
    <message>
        <source>Command prefix: %1 (the launch would be refused)</source>
        <translation>Befehlspräfix: %1 (der Start würde verweigert)</translation>
    </message>
    <message>
        <source>MCP server “%1”: %2</source>
        <translation>MCP-Server „%1“: %2</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Delete the agent profile “%1”?</source>
        <translation>Agentenprofil „%1“ löschen?</translation>
    </message>
    <message>
        <source> they start with the default profile from their next start; their transcripts stay.</source>
        <translation> sie starten ab ihrem nächsten Start mit dem Standardprofil; ihre Verläufe bleiben erhalten.</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Nicht gelöscht: %1</translation>
    </message>
    <message>
        <source>Agent profiles</source>
        <translation>Agentenprofile</translation>
    </message>
    <message>
        <source>Agent profile</source>
        <translation>Agentenprofil</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsAgentSignOut</name>
    <message>
        <source>Sign Out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Ask the agent to forget the account it signed in with (ACP logout).</source>
        <translation>Den Agenten bitten, das Konto zu vergessen, mit dem er angemeldet ist (ACP logout).</translation>
    </message>
    <message>
        <source>Sign Out of %1</source>
        <translation>Von %1 abmelden</translation>
    </message>
    <message>
        <source>Signing out of %1…</source>
        <translation>Abmeldung von %1…</translation>
    </message>
    <message>
        <source>Signed out of %1. It asks you to sign in at its next start.</source>
        <translation>Von %1 abgemeldet. Beim nächsten Start fordert der Agent zur Anmeldung auf.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsAgentsModel</name>
    <message>
        <source> (custom)</source>
        <translation> (benutzerdefiniert)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Command / what to do</source>
        <translation>Befehl / was zu tun ist</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsAgentsPage</name>
    <message>
        <source>Custom ACP agent</source>
        <translation>Benutzerdefinierter ACP-Agent</translation>
    </message>
    <message>
        <source>My agent</source>
        <translation>Mein Agent</translation>
    </message>
    <message>
        <source>/opt/my-agent/bin/agent --acp</source>
        <translation>/opt/my-agent/bin/agent --acp</translation>
    </message>
    <message>
        <source>Add / update</source>
        <translation>Hinzufügen / aktualisieren</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Id: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>ID: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; verwenden</translation>
    </message>
    <message>
        <source>Id: &quot;%1&quot; is a built-in agent</source>
        <translation>ID: „%1“ ist ein integrierter Agent</translation>
    </message>
    <message>
        <source>Id: %1; choose another id, or select that agent to change it</source>
        <translation>ID: %1; eine andere ID wählen oder diesen Agenten auswählen, um ihn zu ändern</translation>
    </message>
    <message>
        <source>Command: </source>
        <translation>Befehl: </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Remove the custom agent %1?</source>
        <translation>Benutzerdefinierten Agenten %1 entfernen?</translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Checking which agents can run on this computer…</source>
        <translation>Es wird geprüft, welche Agenten auf diesem Rechner laufen können…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n agents can run on this computer. Hover an agent for the command it runs or the exact step it needs.</source>
        <translation>
            <numerusform>%1 von %n Agent kann auf diesem Rechner laufen. Mit der Maus über einem Agenten stehen bleiben, um seinen Befehl oder den genauen nötigen Schritt zu sehen.</numerusform>
            <numerusform>%1 von %n Agenten können auf diesem Rechner laufen. Mit der Maus über einem Agenten stehen bleiben, um seinen Befehl oder den genauen nötigen Schritt zu sehen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsBackupsPage</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n Aufgabe</numerusform>
            <numerusform>%n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>A backup holds this home&apos;s tasks, transcripts, profiles and settings, and the file of secrets not kept in the keychain (keychain secrets stay there and are named, not copied). Before an update changes the database, Kandesk also keeps the last three copies of it beside it.</source>
        <translation>Eine Sicherung enthält die Aufgaben, Verläufe, Profile und Einstellungen dieses Kandesk-Ordners sowie die Datei der Geheimnisse, die nicht im Schlüsselbund liegen (Geheimnisse im Schlüsselbund bleiben dort und werden nur genannt, nicht kopiert). Bevor ein Update die Datenbank ändert, bewahrt Kandesk außerdem die letzten drei Kopien davon daneben auf.</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Jetzt sichern</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Wiederherstellen…</translation>
    </message>
    <message>
        <source>Restore from file…</source>
        <translation>Aus Datei wiederherstellen…</translation>
    </message>
    <message>
        <source>Backing up…</source>
        <translation>Wird gesichert…</translation>
    </message>
    <message>
        <source>Not backed up: %1</source>
        <translation>Nicht gesichert: %1</translation>
    </message>
    <message>
        <source>Saved %1 (%2).</source>
        <translation>%1 gespeichert (%2).</translation>
    </message>
    <message>
        <source> Not in it, kept by the keychain: %1.</source>
        <translation> Nicht enthalten, da im Schlüsselbund: %1.</translation>
    </message>
    <message>
        <source>Restore a Kandesk backup</source>
        <translation>Kandesk-Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Kandesk backups (*.kandesk-backup);;All files (*)</source>
        <translation>Kandesk-Sicherungen (*.kandesk-backup);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Restore the backup of %1 (%2)?</source>
        <translation>Sicherung von %1 (%2) wiederherstellen?</translation>
    </message>
    <message>
        <source>Its tasks, transcripts and settings take the place of today&apos;s when Kandesk next starts. Today&apos;s database is kept beside it, so nothing is lost.</source>
        <translation>Ihre Aufgaben, Verläufe und Einstellungen ersetzen beim nächsten Start von Kandesk die aktuellen. Die aktuelle Datenbank wird daneben aufbewahrt, sodass nichts verloren geht.</translation>
    </message>
    <message>
        <source>Restore at next start</source>
        <translation>Beim nächsten Start wiederherstellen</translation>
    </message>
    <message>
        <source>Kandesk restores the backup of %1 when it next starts: quit Kandesk and start it again.</source>
        <translation>Kandesk stellt die Sicherung von %1 beim nächsten Start wieder her: Kandesk beenden und erneut starten.</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsCliFlagsModel</name>
    <message>
        <source>Flag %1: %2</source>
        <translation>Flag %1: %2</translation>
    </message>
    <message>
        <source>Pass this flag to the agent</source>
        <translation>Dieses Flag an den Agenten übergeben</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsDialog</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Kandesk Settings</source>
        <translation>Kandesk-Einstellungen</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Which agents can run here</source>
        <translation>Welche Agenten hier laufen können</translation>
    </message>
    <message>
        <source>Agent profiles</source>
        <translation>Agentenprofile</translation>
    </message>
    <message>
        <source>How an agent is started</source>
        <translation>Wie ein Agent gestartet wird</translation>
    </message>
    <message>
        <source>Executor profiles</source>
        <translation>Ausführungsprofile</translation>
    </message>
    <message>
        <source>Where a task runs</source>
        <translation>Wo eine Aufgabe läuft</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <source>API keys and tokens</source>
        <translation>API-Schlüssel und Tokens</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>Repositorys</translation>
    </message>
    <message>
        <source>The workspace&apos;s repositories</source>
        <translation>Die Repositorys des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>Agents at once</source>
        <translation>Gleichzeitige Agenten</translation>
    </message>
    <message>
        <source>How many agents run together</source>
        <translation>Wie viele Agenten gleichzeitig laufen</translation>
    </message>
    <message>
        <source>Integrations</source>
        <translation>Integrationen</translation>
    </message>
    <message>
        <source>Issue trackers tasks come from</source>
        <translation>Issue-Tracker, aus denen Aufgaben kommen</translation>
    </message>
    <message>
        <source>Put back what the last delete took (%1)</source>
        <translation>Zurückholen, was zuletzt gelöscht wurde (%1)</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <source>Put back %1.</source>
        <translation>%1 zurückgeholt.</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Kandesk-Ordner</translation>
    </message>
    <message>
        <source>Its folders, backups and restores</source>
        <translation>Seine Ordner, Sicherungen und Wiederherstellungen</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsDockerExecutorFields</name>
    <message>
        <source>Use the repository&apos;s devcontainer.json</source>
        <translation>devcontainer.json des Repositorys verwenden</translation>
    </message>
    <message>
        <source>/host/path:/container/path[:ro], one a line</source>
        <translation>/host/path:/container/path[:ro], einer pro Zeile</translation>
    </message>
    <message>
        <source>no limit (e.g. 2 or 0.5)</source>
        <translation>keine Grenze (z. B. 2 oder 0.5)</translation>
    </message>
    <message>
        <source>no limit (e.g. 512m or 2g)</source>
        <translation>keine Grenze (z. B. 512m oder 2g)</translation>
    </message>
    <message>
        <source>Automatic (the bridge when the engine has one, else the host&apos;s network)</source>
        <translation>Automatisch (Bridge, wenn die Engine eine hat, sonst das Netzwerk des Hosts)</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Einhängepunkte</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>mount on line %1: %2</source>
        <translation>Einhängepunkt in Zeile %1: %2</translation>
    </message>
    <message>
        <source>CPUs: </source>
        <translation>CPUs: </translation>
    </message>
    <message>
        <source>memory: </source>
        <translation>Arbeitsspeicher: </translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsEnvVarsModel</name>
    <message>
        <source>a header needs a name</source>
        <translation>ein Header braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 is set twice</source>
        <translation>%1 ist doppelt gesetzt</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>(from secret)</source>
        <translation>(aus Geheimnis)</translation>
    </message>
    <message>
        <source>Take the value from a secret (its value is never shown)</source>
        <translation>Den Wert aus einem Geheimnis übernehmen (sein Wert wird nie angezeigt)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsExecutorProfilesPage</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Git worktree per task</source>
        <translation>Git-Worktree pro Aufgabe</translation>
    </message>
    <message>
        <source>Local folder (the repository itself)</source>
        <translation>Lokaler Ordner (das Repository selbst)</translation>
    </message>
    <message>
        <source>Remote host over SSH</source>
        <translation>Entfernter Host über SSH</translation>
    </message>
    <message>
        <source>Docker container</source>
        <translation>Docker-Container</translation>
    </message>
    <message>
        <source>.env, .npmrc (copied into each worktree)</source>
        <translation>.env, .npmrc (in jeden Worktree kopiert)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Runs in</source>
        <translation>Läuft in</translation>
    </message>
    <message>
        <source>Branch template</source>
        <translation>Branch-Vorlage</translation>
    </message>
    <message>
        <source>Copy into worktree</source>
        <translation>In Worktree kopieren</translation>
    </message>
    <message>
        <source>New executor</source>
        <translation>Neue Ausführung</translation>
    </message>
    <message>
        <source>This profile has no SSH host stored.</source>
        <translation>Für dieses Profil ist kein SSH-Host gespeichert.</translation>
    </message>
    <message>
        <source>This profile has no Docker settings stored.</source>
        <translation>Für dieses Profil sind keine Docker-Einstellungen gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>a stored profile cannot change to or from SSH or Docker; make a new profile</source>
        <translation>ein gespeichertes Profil kann nicht zu oder von SSH oder Docker wechseln; ein neues Profil anlegen</translation>
    </message>
    <message>
        <source>Delete the executor profile “%1”?</source>
        <translation>Ausführungsprofil „%1“ löschen?</translation>
    </message>
    <message>
        <source> they run with the default executor from their next start; nothing of their work goes.</source>
        <translation> sie laufen ab ihrem nächsten Start mit der Standard-Ausführung; nichts von ihrer Arbeit geht verloren.</translation>
    </message>
    <message>
        <source>Not deleted: %1</source>
        <translation>Nicht gelöscht: %1</translation>
    </message>
    <message>
        <source>Executor profiles</source>
        <translation>Ausführungsprofile</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsHomeFolders</name>
    <message>
        <source>Folder for new worktrees</source>
        <translation>Ordner für neue Worktrees</translation>
    </message>
    <message>
        <source>Where each new task&apos;s worktrees are made. Tasks that already have worktrees keep them where they are. Empty: in Kandesk&apos;s data folder.</source>
        <translation>Wo die Worktrees jeder neuen Aufgabe angelegt werden. Aufgaben, die schon Worktrees haben, behalten sie, wo sie sind. Leer: im Datenordner von Kandesk.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Use this folder</source>
        <translation>Diesen Ordner verwenden</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Caches</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Protokolle</translation>
    </message>
    <message>
        <source>New worktrees</source>
        <translation>Neue Worktrees</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>New worktrees go in %1.</source>
        <translation>Neue Worktrees kommen nach %1.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsIntegrationsPage</name>
    <message>
        <source>Co&amp;mment on the issue when its task&apos;s work lands</source>
        <translation>Issue &amp;kommentieren, sobald die Arbeit seiner Aufgabe übernommen ist</translation>
    </message>
    <message>
        <source>C&amp;lose it then (or move it to the state below)</source>
        <translation>Dann sch&amp;ließen (oder in den Status unten verschieben)</translation>
    </message>
    <message>
        <source>Issue trackers this workspace takes tasks from (File ▸ New Task from Issue…, kandesk task import). Tokens are kept in the vault, under the secret named here.</source>
        <translation>Issue-Tracker, aus denen dieser Arbeitsbereich Aufgaben übernimmt (Datei ▸ Neue Aufgabe aus Issue…, kandesk task import). Tokens werden im Tresor unter dem hier genannten Geheimnis aufbewahrt.</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>write-only: left empty, the secret stays as it is</source>
        <translation>nur schreibbar: leer gelassen, bleibt das Geheimnis unverändert</translation>
    </message>
    <message>
        <source>you@example.com (kept in the vault)</source>
        <translation>you@example.com (im Tresor aufbewahrt)</translation>
    </message>
    <message>
        <source>Linear&apos;s state or Jira&apos;s transition; empty: the first done one</source>
        <translation>Status in Linear oder Transition in Jira; leer: der erste Erledigt-Status</translation>
    </message>
    <message>
        <source>&amp;Tracker:</source>
        <translation>&amp;Tracker:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Site:</translation>
    </message>
    <message>
        <source>Token &amp;secret:</source>
        <translation>Token-&amp;Geheimnis:</translation>
    </message>
    <message>
        <source>T&amp;oken:</source>
        <translation>T&amp;oken:</translation>
    </message>
    <message>
        <source>E-mail s&amp;ecret:</source>
        <translation>E-Mail-Geh&amp;eimnis:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>E-&amp;Mail:</translation>
    </message>
    <message>
        <source>Close &amp;to:</source>
        <translation>Schließen &amp;als:</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 at %3)</source>
        <translation>%1 (%2 bei %3)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>https://YOURS.atlassian.net</source>
        <translation>https://YOURS.atlassian.net</translation>
    </message>
    <message>
        <source>Linear has one site</source>
        <translation>Linear hat nur eine Site</translation>
    </message>
    <message>
        <source>%1 not saved: %2</source>
        <translation>%1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>For the connection %1</source>
        <translation>Für die Verbindung %1</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Anfrage an %1…</translation>
    </message>
    <message>
        <source>Deleted %1 (its tasks stay; its secrets too, in Secrets).</source>
        <translation>%1 gelöscht (die Aufgaben bleiben; die Geheimnisse auch, unter „Geheimnisse“).</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsMcpServersModel</name>
    <message>
        <source>%1 (secret %2)</source>
        <translation>%1 (Geheimnis %2)</translation>
    </message>
    <message>
        <source>Arguments: </source>
        <translation>Argumente: </translation>
    </message>
    <message>
        <source>MCP server %1: %2</source>
        <translation>MCP-Server %1: %2</translation>
    </message>
    <message>
        <source>MCP server “%1”: %2</source>
        <translation>MCP-Server „%1“: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Command / URL</source>
        <translation>Befehl / URL</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Env / headers</source>
        <translation>Umgebung / Header</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsNpmAgentPanel</name>
    <message>
        <source>The version this agent&apos;s launches use (a profile may pin another); empty: the newest installed</source>
        <translation>Die Version, die Starts dieses Agenten verwenden (ein Profil kann eine andere festlegen); leer: die neueste installierte</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Auf Updates prüfen</translation>
    </message>
    <message>
        <source>npm&apos;s output appears here while it installs</source>
        <translation>Hier erscheint die Ausgabe von npm während der Installation</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Neueste</translation>
    </message>
    <message>
        <source>Version pin</source>
        <translation>Festgelegte Version</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — npm package %2, installed into Kandesk&apos;s home and started with node</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — npm-Paket %2, im Kandesk-Ordner installiert und mit node gestartet</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source> — launches start %1</source>
        <translation> — Starts verwenden %1</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>%1 (checked %2)</source>
        <translation>%1 (geprüft: %2)</translation>
    </message>
    <message>
        <source>Install again</source>
        <translation>Erneut installieren</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Installing %1@%2…</source>
        <translation>%1@%2 wird installiert…</translation>
    </message>
    <message>
        <source>Updating %1…</source>
        <translation>%1 wird aktualisiert…</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>Removing %1…</source>
        <translation>%1 wird entfernt…</translation>
    </message>
    <message>
        <source>Asking npm for the newest %1…</source>
        <translation>npm wird nach der neuesten Version von %1 gefragt…</translation>
    </message>
    <message>
        <source>newest: %1</source>
        <translation>neueste: %1</translation>
    </message>
    <message>
        <source>Following the newest installed version…</source>
        <translation>Neueste installierte Version wird verwendet…</translation>
    </message>
    <message>
        <source>Pinning %1…</source>
        <translation>%1 wird festgelegt…</translation>
    </message>
    <message>
        <source>Pinned version</source>
        <translation>Festgelegte Version</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsRepositoriesPage</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>runs in each new worktree, e.g.
npm ci</source>
        <translation>läuft in jedem neuen Worktree, z. B.
npm ci</translation>
    </message>
    <message>
        <source>.env, .npmrc</source>
        <translation>.env, .npmrc</translation>
    </message>
    <message>
        <source>Folders of the main checkout each new worktree gets, cloned where the disk shares blocks (btrfs, XFS) and copied again when their lockfile changes. Empty: those the repository has; &quot;none&quot;: none.</source>
        <translation>Ordner des Haupt-Checkouts, die jeder neue Worktree erhält: geklont, wo das Dateisystem Blöcke teilt (btrfs, XFS), und erneut kopiert, wenn sich ihre Lockfile ändert. Leer: die im Repository vorhandenen; &quot;none&quot;: keine.</translation>
    </message>
    <message>
        <source>Don&apos;t copy them</source>
        <translation>Nicht kopieren</translation>
    </message>
    <message>
        <source>Hard links (no space; shared files)</source>
        <translation>Harte Links (kein zusätzlicher Platz; gemeinsame Dateien)</translation>
    </message>
    <message>
        <source>Copies (the full size again)</source>
        <translation>Kopien (noch einmal die volle Größe)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Default branch</source>
        <translation>Standard-Branch</translation>
    </message>
    <message>
        <source>Setup script</source>
        <translation>Setup-Skript</translation>
    </message>
    <message>
        <source>Copy into worktrees</source>
        <translation>In Worktrees kopieren</translation>
    </message>
    <message>
        <source>Dependency folders</source>
        <translation>Abhängigkeitsordner</translation>
    </message>
    <message>
        <source>Where the disk cannot clone</source>
        <translation>Wo das Dateisystem nicht klonen kann</translation>
    </message>
    <message>
        <source>those it has (node_modules, .venv, target, vendor)</source>
        <translation>die vorhandenen (node_modules, .venv, target, vendor)</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Wird gemessen…</translation>
    </message>
    <message>
        <source>none found (node_modules, .venv, target, vendor)</source>
        <translation>keine gefunden (node_modules, .venv, target, vendor)</translation>
    </message>
    <message>
        <source>those it has: %1</source>
        <translation>vorhandene: %1</translation>
    </message>
    <message>
        <source>%1: %2 in %3 files</source>
        <translation>%1: %2 in %3 Dateien</translation>
    </message>
    <message>
        <source>%1: not in the repository&apos;s checkout (yet)</source>
        <translation>%1: (noch) nicht im Checkout des Repositorys</translation>
    </message>
    <message>
        <source>This disk clones: each worktree shares their blocks and takes next to no space.</source>
        <translation>Dieses Laufwerk kann klonen: Jeder Worktree teilt sich die Blöcke und belegt so gut wie keinen Platz.</translation>
    </message>
    <message>
        <source>This disk cannot clone: copies take %1 per worktree, hard links none (the files are shared).</source>
        <translation>Dieses Laufwerk kann nicht klonen: Kopien belegen %1 pro Worktree, Hardlinks nichts (die Dateien werden geteilt).</translation>
    </message>
    <message>
        <source>Repository folder</source>
        <translation>Repository-Ordner</translation>
    </message>
    <message>
        <source>Pick the repository&apos;s folder</source>
        <translation>Ordner des Repositorys wählen</translation>
    </message>
    <message>
        <source>No folder at %1</source>
        <translation>Kein Ordner unter %1</translation>
    </message>
    <message>
        <source>Adding…</source>
        <translation>Wird hinzugefügt…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved, but not its dependency folders: %1</source>
        <translation>Gespeichert, aber ohne die Abhängigkeitsordner: %1</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Delete the repository “%1” from Kandesk?</source>
        <translation>Repository „%1“ aus Kandesk löschen?</translation>
    </message>
    <message>
        <source> they lose their link to it (their worktrees, branches and transcripts stay).</source>
        <translation> sie verlieren ihre Verknüpfung damit (ihre Worktrees, Branches und Verläufe bleiben erhalten).</translation>
    </message>
    <message>
        <source> The folder %1 is not touched.</source>
        <translation> Der Ordner %1 bleibt unangetastet.</translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Repositories</source>
        <translation>Repositorys</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsRunningPage</name>
    <message>
        <source>Each agent is a process with its own tools, language servers and test runs. A start beyond these limits, or while the machine is short of memory, waits on its card until there is room and then starts by itself (Start Now in the card&apos;s menu goes at once).</source>
        <translation>Jeder Agent ist ein Prozess mit eigenen Werkzeugen, Language-Servern und Testläufen. Ein Start über diese Grenzen hinaus oder während der Rechner knapp an Arbeitsspeicher ist, wartet auf seiner Karte, bis freier Platz ist, und startet dann von selbst („Jetzt starten“ im Menü der Karte startet sofort).</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Beliebig viele</translation>
    </message>
    <message>
        <source>Most agents running at once</source>
        <translation>Höchstens gleichzeitig laufende Agenten</translation>
    </message>
    <message>
        <source>This machine&apos;s default (%1)</source>
        <translation>Standard dieses Rechners (%1)</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Wait while CPU pressure is at least</source>
        <translation>Warten bei CPU-Druck ab</translation>
    </message>
    <message>
        <source>Agents run below your own work (nice 10) and mostly wait on their model, so by default a busy CPU holds no start; memory pressure always does.</source>
        <translation>Agenten laufen mit niedrigerer Priorität als Ihre eigene Arbeit (nice 10) und warten meist auf ihr Modell, daher hält eine ausgelastete CPU standardmäßig keinen Start auf; Speicherdruck dagegen immer.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Memory per task</source>
        <translation>Arbeitsspeicher pro Aufgabe</translation>
    </message>
    <message>
        <source>What a task&apos;s agent and everything it starts may use together; over it the system stops that agent alone and the task says why. Needs cgroups Kandesk may make (a delegated cgroup, or root).</source>
        <translation>Was der Agent einer Aufgabe samt allem, was er startet, zusammen verbrauchen darf; darüber hinaus beendet das System nur diesen Agenten, und die Aufgabe nennt den Grund. Erfordert cgroups, die Kandesk anlegen darf (eine delegierte cgroup oder root).</translation>
    </message>
    <message>
        <source> % of a core</source>
        <translation> % eines Kerns</translation>
    </message>
    <message>
        <source>CPU per task</source>
        <translation>CPU pro Aufgabe</translation>
    </message>
    <message>
        <source>Most agents running at &amp;once:</source>
        <translation>Höchstens &amp;gleichzeitig laufende Agenten:</translation>
    </message>
    <message>
        <source>Wait while CPU &amp;pressure is at least:</source>
        <translation>Warten bei CPU-&amp;Druck ab:</translation>
    </message>
    <message>
        <source>&amp;Memory per task:</source>
        <translation>&amp;Arbeitsspeicher pro Aufgabe:</translation>
    </message>
    <message>
        <source>CPU per &amp;task:</source>
        <translation>CPU pro &amp;Aufgabe:</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsSecretDelegate</name>
    <message>
        <source>(none: literal value)</source>
        <translation>(keines: wörtlicher Wert)</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsSecretsPage</name>
    <message>
        <source>Secrets are kept in the system keychain (or a private file) and given to agents through a profile&apos;s environment. Values can be replaced, never shown.</source>
        <translation>Geheimnisse werden im Schlüsselbund des Systems (oder in einer privaten Datei) aufbewahrt und Agenten über die Umgebungsvariablen eines Profils übergeben. Werte lassen sich ersetzen, aber nie anzeigen.</translation>
    </message>
    <message>
        <source>optional description</source>
        <translation>optionale Beschreibung</translation>
    </message>
    <message>
        <source>value (write-only)</source>
        <translation>Wert (nur schreibbar)</translation>
    </message>
    <message>
        <source>Add / replace</source>
        <translation>Hinzufügen / ersetzen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation>Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>private file</source>
        <translation>private Datei</translation>
    </message>
    <message>
        <source>Stored in the %1</source>
        <translation>Speicherort: %1</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>%1 not saved: %2</source>
        <translation>%1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Delete the secret %1?</source>
        <translation>Geheimnis %1 löschen?</translation>
    </message>
    <message>
        <source> Its value is never shown: Undo brings it back until the next delete, or until Kandesk quits.</source>
        <translation> Sein Wert wird nie angezeigt: „Rückgängig“ holt es bis zum nächsten Löschen oder bis zum Beenden von Kandesk zurück.</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>%1 not deleted: %2</source>
        <translation>%1 nicht gelöscht: %2</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsSshExecutorFields</name>
    <message>
        <source>build.example.org or an address</source>
        <translation>build.example.org oder eine Adresse</translation>
    </message>
    <message>
        <source>ssh&apos;s default (your user name or the ssh config&apos;s)</source>
        <translation>Standard von ssh (Ihr Benutzername oder der aus der ssh-Konfiguration)</translation>
    </message>
    <message>
        <source>ssh&apos;s default keys and your ssh-agent</source>
        <translation>Standardschlüssel von ssh und Ihr ssh-agent</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>Identitätsdatei</translation>
    </message>
    <message>
        <source>Known hosts file</source>
        <translation>Known-Hosts-Datei</translation>
    </message>
    <message>
        <source>Remote directory</source>
        <translation>Entferntes Verzeichnis</translation>
    </message>
    <message>
        <source>Not checked: a host must be known before agents run there.</source>
        <translation>Nicht geprüft: Ein Host muss bekannt sein, bevor dort Agenten laufen.</translation>
    </message>
    <message>
        <source>Check host key</source>
        <translation>Host-Schlüssel prüfen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Akzeptieren</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Host-Schlüssel</translation>
    </message>
    <message>
        <source>Asking %1 for its key…</source>
        <translation>%1 wird nach seinem Schlüssel gefragt…</translation>
    </message>
    <message>
        <source>Trusted: the key of %1 is in %2.
%3</source>
        <translation>Vertrauenswürdig: Der Schlüssel von %1 steht in %2.
%3</translation>
    </message>
    <message>
        <source>identity file: </source>
        <translation>Identitätsdatei: </translation>
    </message>
    <message>
        <source>known hosts file: </source>
        <translation>Known-Hosts-Datei: </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ShipBar</name>
    <message>
        <source>&amp;Commit…</source>
        <translation>&amp;Committen…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Mergen…</translation>
    </message>
    <message>
        <source>Update from &amp;Base…</source>
        <translation>Von &amp;Basis aktualisieren…</translation>
    </message>
    <message>
        <source>&amp;Push</source>
        <translation>&amp;Pushen</translation>
    </message>
    <message>
        <source>Create P&amp;R…</source>
        <translation>P&amp;R erstellen…</translation>
    </message>
    <message>
        <source>Merge P&amp;R…</source>
        <translation>P&amp;R mergen…</translation>
    </message>
    <message>
        <source>&amp;Finish…</source>
        <translation>&amp;Abschließen…</translation>
    </message>
    <message>
        <source>Open in &amp;Editor</source>
        <translation>Im &amp;Editor öffnen</translation>
    </message>
    <message>
        <source>Open in &amp;Terminal</source>
        <translation>Im &amp;Terminal öffnen</translation>
    </message>
    <message>
        <source>Open in File &amp;Manager</source>
        <translation>Im &amp;Dateimanager öffnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Ask GitHub for the pull request&apos;s state</source>
        <translation>Status des Pull-Requests bei GitHub abfragen</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>Create M&amp;R…</source>
        <translation>M&amp;R erstellen…</translation>
    </message>
    <message>
        <source>Merge M&amp;R…</source>
        <translation>M&amp;R mergen…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask %1 for the %2&apos;s state</source>
        <translation>Status von %2 bei %1 abfragen</translation>
    </message>
    <message>
        <source>Still busy: %1</source>
        <translation>Noch beschäftigt: %1</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>wird committet</translation>
    </message>
    <message>
        <source>Commit failed: %1</source>
        <translation>Commit fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Nothing Staged</source>
        <translation>Nichts gestagt</translation>
    </message>
    <message>
        <source>%1.

Stage all changes and commit?</source>
        <translation>%1.

Alle Änderungen stagen und committen?</translation>
    </message>
    <message>
        <source>Who Commits?</source>
        <translation>Wer committet?</translation>
    </message>
    <message>
        <source>merging</source>
        <translation>wird gemergt</translation>
    </message>
    <message>
        <source>Merge failed: %1</source>
        <translation>Merge fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Merge Refused</source>
        <translation>Merge abgelehnt</translation>
    </message>
    <message>
        <source>pushing</source>
        <translation>wird gepusht</translation>
    </message>
    <message>
        <source>Pushing…</source>
        <translation>Wird gepusht…</translation>
    </message>
    <message>
        <source>Pushed the task branch to origin</source>
        <translation>Branch der Aufgabe nach origin gepusht</translation>
    </message>
    <message>
        <source>Push failed: %1</source>
        <translation>Push fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>creating a pull request</source>
        <translation>Pull-Request wird erstellt</translation>
    </message>
    <message>
        <source>Pushing and creating the %1…</source>
        <translation>Wird gepusht, %1 wird erstellt…</translation>
    </message>
    <message>
        <source>%1 is already open: %2</source>
        <translation>%1 ist bereits offen: %2</translation>
    </message>
    <message>
        <source>Created %1 %2</source>
        <translation>%1 %2 erstellt</translation>
    </message>
    <message>
        <source>finishing</source>
        <translation>wird abgeschlossen</translation>
    </message>
    <message>
        <source>Finish “%1”</source>
        <translation>„%1“ abschließen</translation>
    </message>
    <message>
        <source>%1.

Move the task to Done?</source>
        <translation>%1.

Aufgabe nach „Done“ verschieben?</translation>
    </message>
    <message>
        <source>Finish failed: %1</source>
        <translation>Abschließen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Moved to %1</source>
        <translation>Nach %1 verschoben</translation>
    </message>
    <message>
        <source>Moved to %1 and removed %2</source>
        <translation>Nach %1 verschoben und %2 entfernt</translation>
    </message>
    <message>
        <source>merging the pull request</source>
        <translation>Pull-Request wird gemergt</translation>
    </message>
    <message>
        <source>Cannot merge %1: %2</source>
        <translation>%1 kann nicht gemergt werden: %2</translation>
    </message>
    <message>
        <source>Not Merged</source>
        <translation>Nicht gemergt</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>; %1 told and closed</source>
        <translation>; %1 benachrichtigt und geschlossen</translation>
    </message>
    <message>
        <source>; %1 told</source>
        <translation>; %1 benachrichtigt</translation>
    </message>
    <message>
        <source>Merged %1 (%2); “%3” moved to %4%5</source>
        <translation>%1 gemergt (%2); „%3“ nach %4 verschoben%5</translation>
    </message>
    <message>
        <source>No file manager opened %1</source>
        <translation>Kein Dateimanager hat %1 geöffnet</translation>
    </message>
    <message>
        <source>asking %1</source>
        <translation>%1 wird gefragt</translation>
    </message>
    <message>
        <source>Could not read the %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SyncNotice</name>
    <message>
        <source>Ask the &amp;Agent to Resolve</source>
        <translation>Vom &amp;Agenten lösen lassen</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>Update from base stopped on conflicts</source>
        <translation>Aktualisierung von der Basis wegen Konflikten angehalten</translation>
    </message>
    <message>
        <source>Go on once every conflict marker is gone</source>
        <translation>Fortfahren, sobald alle Konfliktmarkierungen entfernt sind</translation>
    </message>
    <message>
        <source>Stop the update and put the branch back on the commit it had</source>
        <translation>Aktualisierung abbrechen und den Branch auf seinen vorherigen Commit zurücksetzen</translation>
    </message>
    <message>
        <source>⚠ Updating from %1 stopped on conflicts in %2.</source>
        <translation>⚠ Aktualisierung von %1 wegen Konflikten in %2 angehalten.</translation>
    </message>
    <message>
        <source>◷ The agent is resolving the conflicts in %1; Kandesk goes on when its turn ends.</source>
        <translation>◷ Der Agent löst die Konflikte in %1; Kandesk macht weiter, wenn sein Zug endet.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TaskBoardView</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Start Agent</source>
        <translation>Agent starten</translation>
    </message>
    <message>
        <source>Start Now</source>
        <translation>Jetzt starten</translation>
    </message>
    <message>
        <source>Start without waiting (it waits for: %1)</source>
        <translation>Ohne Warten starten (wartet auf: %1)</translation>
    </message>
    <message>
        <source>Move To</source>
        <translation>Verschieben nach</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Open Worktree In</source>
        <translation>Worktree öffnen in</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>File Manager</source>
        <translation>Dateimanager</translation>
    </message>
    <message>
        <source>Unarchive</source>
        <translation>Archivierung aufheben</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Could not move the task: %1</source>
        <translation>Aufgabe konnte nicht verschoben werden: %1</translation>
    </message>
    <message>
        <source>Add a repository to start</source>
        <translation>Zum Starten ein Repository hinzufügen</translation>
    </message>
    <message>
        <source>Each task runs its coding agent in a workspace of its own, usually a git worktree. Add a repository, create a task and move it to In Progress to start its agent.</source>
        <translation>Jede Aufgabe führt ihren Coding-Agenten in einem eigenen Arbeitsverzeichnis aus, meist einem git-Worktree. Fügen Sie ein Repository hinzu, erstellen Sie eine Aufgabe und verschieben Sie sie nach „In Progress“, um ihren Agenten zu starten.</translation>
    </message>
    <message>
        <source>Add Repository…</source>
        <translation>Repository hinzufügen…</translation>
    </message>
    <message>
        <source>Search tasks (Ctrl+F)</source>
        <translation>Aufgaben durchsuchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filters the cards by title, description and branch. Esc clears.</source>
        <translation>Filtert die Karten nach Titel, Beschreibung und Branch. Esc leert das Feld.</translation>
    </message>
    <message>
        <source>Find Tasks</source>
        <translation>Aufgaben suchen</translation>
    </message>
    <message>
        <source>New Task…</source>
        <translation>Neue Aufgabe…</translation>
    </message>
    <message>
        <source>Create a task</source>
        <translation>Aufgabe erstellen</translation>
    </message>
    <message>
        <source>Show only the tasks whose agent is in this state</source>
        <translation>Nur Aufgaben anzeigen, deren Agent in diesem Zustand ist</translation>
    </message>
    <message>
        <source>All tasks</source>
        <translation>Alle Aufgaben</translation>
    </message>
    <message>
        <source>Needs input</source>
        <translation>Braucht Eingabe</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Arbeitet</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Im Leerlauf</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>The workflow whose steps are the columns</source>
        <translation>Der Workflow, dessen Schritte die Spalten bilden</translation>
    </message>
    <message>
        <source>&amp;Workflow:</source>
        <translation>&amp;Workflow:</translation>
    </message>
    <message>
        <source>Edit Workflow…</source>
        <translation>Workflow bearbeiten…</translation>
    </message>
    <message>
        <source>Steps, their prompts and what happens as tasks move (Ctrl+Shift+E)</source>
        <translation>Schritte, ihre Prompts und was beim Verschieben von Aufgaben geschieht (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>the workspace has no workflow</source>
        <translation>der Arbeitsbereich hat keinen Workflow</translation>
    </message>
    <message>
        <source>Edit Step “%1”…</source>
        <translation>Schritt „%1“ bearbeiten…</translation>
    </message>
    <message>
        <source>starts agent</source>
        <translation>startet Agent</translation>
    </message>
    <message>
        <source>A card moved here starts its agent</source>
        <translation>Eine hierher verschobene Karte startet ihren Agenten</translation>
    </message>
    <message>
        <source>%1 column</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Enter: open · Ctrl+←/→: move · Ctrl+↑/↓: reorder · Del: delete</source>
        <translation>Enter: öffnen · Ctrl+←/→: verschieben · Ctrl+↑/↓: umsortieren · Del: löschen</translation>
    </message>
    <message>
        <source>No task is in this state. Show “All tasks” to see every card.</source>
        <translation>Keine Aufgabe ist in diesem Zustand. „Alle Aufgaben“ anzeigen, um jede Karte zu sehen.</translation>
    </message>
    <message>
        <source>No task matches “%1”. Esc clears the search.</source>
        <translation>Keine Aufgabe passt zu „%1“. Esc leert die Suche.</translation>
    </message>
    <message>
        <source>the workspace has no such workflow</source>
        <translation>der Arbeitsbereich hat keinen solchen Workflow</translation>
    </message>
    <message>
        <source>Search tasks</source>
        <translation>Aufgaben durchsuchen</translation>
    </message>
    <message>
        <source>Board columns</source>
        <translation>Spalten des Boards</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TaskCardDelegate</name>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Needs input</source>
        <translation>Braucht Eingabe</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Im Leerlauf</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>No agent</source>
        <translation>Kein Agent</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>± 1 file</source>
        <translation>± 1 Datei</translation>
    </message>
    <message>
        <source>± %1 files</source>
        <translation>± %1 Dateien</translation>
    </message>
    <message>
        <source>No branch yet</source>
        <translation>Noch kein Branch</translation>
    </message>
    <message>
        <source>Checks: %1</source>
        <translation>Checks: %1</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>Enter: open · Ctrl+←/→: move to another column · Ctrl+↑/↓: reorder · Del: delete</source>
        <translation>Enter: öffnen · Ctrl+←/→: in andere Spalte verschieben · Ctrl+↑/↓: umsortieren · Del: löschen</translation>
    </message>
    <message>
        <source>%1: Update from Base (Ctrl+Shift+B) in the task</source>
        <translation>%1: „Von Basis aktualisieren“ (Ctrl+Shift+B) in der Aufgabe</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>Checks: %1</translation>
    </message>
    <message>
        <source>branch %1</source>
        <translation>Branch %1</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) changed</source>
        <translation>
            <numerusform>%n Datei geändert</numerusform>
            <numerusform>%n Dateien geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TaskRemovalFlow</name>
    <message>
        <source>Deleted “%1”</source>
        <translation>„%1“ gelöscht</translation>
    </message>
    <message>
        <source>; %1 was at %2</source>
        <translation>; %1 stand bei %2</translation>
    </message>
    <message>
        <source>Archive Task</source>
        <translation>Aufgabe archivieren</translation>
    </message>
    <message>
        <source>Archive “%1”? Its worktree has uncommitted work.</source>
        <translation>„%1“ archivieren? Ihr Worktree enthält nicht committete Arbeit.</translation>
    </message>
    <message>
        <source>Archiving removes the worktree and keeps the branch and the transcript; what is not committed is lost:
%1</source>
        <translation>Beim Archivieren wird der Worktree entfernt, Branch und Verlauf bleiben erhalten; was nicht committet ist, geht verloren:
%1</translation>
    </message>
    <message>
        <source>Archive and Lose It</source>
        <translation>Archivieren, Arbeit verlieren</translation>
    </message>
    <message>
        <source>Archived “%1”: its branch and transcript are kept (Show: Archived lists it)</source>
        <translation>„%1“ archiviert: Branch und Verlauf bleiben erhalten (Anzeigen: Archiviert listet sie auf)</translation>
    </message>
    <message>
        <source>Back on the board; its next start makes its worktree again</source>
        <translation>Wieder auf dem Board; beim nächsten Start wird ihr Worktree neu angelegt</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TaskView</name>
    <message>
        <source>&amp;Prepare</source>
        <translation>&amp;Vorbereitung</translation>
    </message>
    <message>
        <source>Co&amp;mments</source>
        <translation>Ko&amp;mmentare</translation>
    </message>
    <message>
        <source>Co&amp;mments (%1)</source>
        <translation>Ko&amp;mmentare (%1)</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;view</translation>
    </message>
    <message>
        <source>&amp;Terminal</source>
        <translation>&amp;Terminal</translation>
    </message>
    <message>
        <source>&amp;Comment on the Selected Lines…</source>
        <translation>Ausgewählte Zeilen &amp;kommentieren…</translation>
    </message>
    <message>
        <source>The task&apos;s sessions: pick one to read its transcript</source>
        <translation>Die Sitzungen der Aufgabe: eine auswählen, um ihren Verlauf zu lesen</translation>
    </message>
    <message>
        <source>Task details</source>
        <translation>Aufgabendetails</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TerminalPanel</name>
    <message>
        <source>Open a &amp;Terminal</source>
        <translation>&amp;Terminal öffnen</translation>
    </message>
    <message>
        <source>A shell in the task&apos;s workspace (Ctrl+`)</source>
        <translation>Eine Shell im Arbeitsverzeichnis der Aufgabe (Ctrl+`)</translation>
    </message>
    <message>
        <source>Open the Agent&apos;s &amp;CLI</source>
        <translation>&amp;CLI des Agenten öffnen</translation>
    </message>
    <message>
        <source>The task&apos;s agent in its own terminal UI, in the task&apos;s workspace, for what its ACP adapter lacks</source>
        <translation>Der Agent der Aufgabe in seiner eigenen Terminal-Oberfläche, im Arbeitsverzeichnis der Aufgabe, für das, was sein ACP-Adapter nicht kann</translation>
    </message>
    <message>
        <source>Agent CLI</source>
        <translation>Agent-CLI</translation>
    </message>
    <message>
        <source>The task&apos;s agent in its own terminal UI, in the task&apos;s workspace</source>
        <translation>Der Agent der Aufgabe in seiner eigenen Terminal-Oberfläche, im Arbeitsverzeichnis der Aufgabe</translation>
    </message>
    <message>
        <source>Another terminal in the task&apos;s workspace (Ctrl+Shift+`)</source>
        <translation>Ein weiteres Terminal im Arbeitsverzeichnis der Aufgabe (Ctrl+Shift+`)</translation>
    </message>
    <message>
        <source>Find in the terminal (Enter: up, Shift+Enter: down)</source>
        <translation>Im Terminal suchen (Enter: nach oben, Shift+Enter: nach unten)</translation>
    </message>
    <message>
        <source>Open a task to have a terminal in its workspace.</source>
        <translation>Eine Aufgabe öffnen, um ein Terminal in ihrem Arbeitsverzeichnis zu erhalten.</translation>
    </message>
    <message>
        <source>No terminal in this task yet.</source>
        <translation>Noch kein Terminal in dieser Aufgabe.</translation>
    </message>
    <message>
        <source>Terminal Scrollback</source>
        <translation>Terminal-Scrollback</translation>
    </message>
    <message>
        <source>Lines each terminal keeps:</source>
        <translation>Zeilen, die jedes Terminal behält:</translation>
    </message>
    <message>
        <source>%1 (ended)</source>
        <translation>%1 (beendet)</translation>
    </message>
    <message>
        <source>No more “%1” %2 in this terminal.</source>
        <translation>Kein weiteres „%1“ %2 in diesem Terminal.</translation>
    </message>
    <message>
        <source>above</source>
        <translation>weiter oben</translation>
    </message>
    <message>
        <source>below</source>
        <translation>weiter unten</translation>
    </message>
    <message>
        <source>Terminals</source>
        <translation>Terminals</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TerminalView</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;Scrollback Lines…</source>
        <translation>&amp;Scrollback-Zeilen…</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TranscriptDelegate</name>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denkt nach</translation>
    </message>
    <message>
        <source>⚠ Permission needed</source>
        <translation>⚠ Berechtigung erforderlich</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>Berechtigung</translation>
    </message>
    <message>
        <source>⚠ The agent asks you to open a page</source>
        <translation>⚠ Der Agent bittet Sie, eine Seite zu öffnen</translation>
    </message>
    <message>
        <source>⚠ Input needed</source>
        <translation>⚠ Eingabe erforderlich</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>✓ Answered: %1</source>
        <translation>✓ Beantwortet: %1</translation>
    </message>
    <message>
        <source>– No longer asked</source>
        <translation>– Nicht mehr gefragt</translation>
    </message>
    <message>
        <source>– No longer asked (%1)</source>
        <translation>– Nicht mehr gefragt (%1)</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>– %1</source>
        <translation>– %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>ended by %1</source>
        <translation>beendet durch %1</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Terminal · %1</source>
        <translation>Terminal · %1</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Stellen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Change to %1</source>
        <translation>Änderung an %1</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>The agent sent no details for this tool call.</source>
        <translation>Der Agent hat zu diesem Tool-Aufruf keine Details gesendet.</translation>
    </message>
    <message>
        <source>Exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Last lines of the agent&apos;s error output</source>
        <translation>Letzte Zeilen der Fehlerausgabe des Agenten</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was tun</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TranscriptItemsModel</name>
    <message>
        <source>The agent stopped</source>
        <translation>Der Agent hat angehalten</translation>
    </message>
    <message>
        <source>Sign-in needed</source>
        <translation>Anmeldung erforderlich</translation>
    </message>
    <message>
        <source>The agent did not answer</source>
        <translation>Der Agent hat nicht geantwortet</translation>
    </message>
    <message>
        <source>Start stopped</source>
        <translation>Start abgebrochen</translation>
    </message>
    <message>
        <source>Sign In: %1…</source>
        <translation>Anmelden: %1…</translation>
    </message>
    <message>
        <source>Open Agent Profiles…</source>
        <translation>Agentenprofile öffnen…</translation>
    </message>
    <message>
        <source>turn ended</source>
        <translation>Zug beendet</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>The agent reported an error.</source>
        <translation>Der Agent hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Interrupted: the agent was no longer running when Kandesk looked. Send a prompt to resume.</source>
        <translation>Unterbrochen: Der Agent lief nicht mehr, als Kandesk nachsah. Einen Prompt senden, um fortzusetzen.</translation>
    </message>
    <message>
        <source>Stopped. Send a prompt to resume.</source>
        <translation>Gestoppt. Einen Prompt senden, um fortzusetzen.</translation>
    </message>
    <message>
        <source>Session resumed</source>
        <translation>Sitzung fortgesetzt</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Sie: %1</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent: %1</translation>
    </message>
    <message>
        <source>Agent thinking: %1</source>
        <translation>Agent denkt nach: %1</translation>
    </message>
    <message>
        <source>Tool call %1, %2</source>
        <translation>Tool-Aufruf %1, %2</translation>
    </message>
    <message>
        <source>Permission needed: %1</source>
        <translation>Berechtigung erforderlich: %1</translation>
    </message>
    <message>
        <source>Permission %1: %2</source>
        <translation>Berechtigung %1: %2</translation>
    </message>
    <message>
        <source>The agent asks for input: %1</source>
        <translation>Der Agent bittet um eine Eingabe: %1</translation>
    </message>
    <message>
        <source>Input %1: %2</source>
        <translation>Eingabe %1: %2</translation>
    </message>
    <message>
        <source>Turn ended: %1</source>
        <translation>Zug beendet: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Remember this answer for the rest of the session</source>
        <translation>Diese Antwort für den Rest der Sitzung merken</translation>
    </message>
    <message>
        <source>Runs %1 in the task&apos;s terminal; the start goes on when it succeeds</source>
        <translation>Führt %1 im Terminal der Aufgabe aus; der Start wird fortgesetzt, wenn es erfolgreich ist</translation>
    </message>
    <message>
        <source>Runs %1 in a terminal window</source>
        <translation>Führt %1 in einem Terminalfenster aus</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>Details ausblenden</translation>
    </message>
    <message>
        <source>Show details</source>
        <translation>Details einblenden</translation>
    </message>
    <message>
        <source>Restore to Before This Turn…</source>
        <translation>Stand vor diesem Zug wiederherstellen…</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TrayIcon</name>
    <message>
        <source>&amp;Quick Chat…</source>
        <translation>&amp;Schnell-Chat…</translation>
    </message>
    <message>
        <source>&amp;Show Kandesk</source>
        <translation>Kandesk &amp;anzeigen</translation>
    </message>
    <message>
        <source>&amp;Do Not Disturb</source>
        <translation>&amp;Nicht stören</translation>
    </message>
    <message>
        <source>No desktop notifications for finished turns and permission requests</source>
        <translation>Keine Desktop-Benachrichtigungen für beendete Züge und Berechtigungsanfragen</translation>
    </message>
    <message>
        <source>&amp;Keep Running When the Window Closes</source>
        <translation>&amp;Weiterlaufen, wenn das Fenster geschlossen wird</translation>
    </message>
    <message>
        <source>Closing the window leaves Kandesk in the tray while agents work</source>
        <translation>Beim Schließen des Fensters bleibt Kandesk im Systemabschnitt, während Agenten arbeiten</translation>
    </message>
    <message>
        <source>&amp;Quit Kandesk</source>
        <translation>Kandesk &amp;beenden</translation>
    </message>
    <message>
        <source>No agent working</source>
        <translation>Kein Agent arbeitet</translation>
    </message>
    <message>
        <source>1 agent working</source>
        <translation>1 Agent arbeitet</translation>
    </message>
    <message>
        <source>%1 agents working</source>
        <translation>%1 Agenten arbeiten</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TryWithDialog</name>
    <message>
        <source>Try With Several Agents — %1</source>
        <translation>Mit mehreren Agenten versuchen — %1</translation>
    </message>
    <message>
        <source>Each agent tries the prompt in a worktree of its own, from the task&apos;s base branch. Compare the attempts afterwards and keep the best (Task ▸ Compare Attempts…).</source>
        <translation>Jeder Agent versucht sich am Prompt in einem eigenen Worktree, ausgehend vom Basis-Branch der Aufgabe. Anschließend die Versuche vergleichen und den besten behalten (Aufgabe ▸ Versuche vergleichen…).</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>Agent of attempt %1</source>
        <translation>Agent von Versuch %1</translation>
    </message>
    <message>
        <source>&amp;Start Attempts</source>
        <translation>Versuche &amp;starten</translation>
    </message>
    <message>
        <source>Start the picked agents on the prompt (Ctrl+Enter)</source>
        <translation>Die gewählten Agenten mit dem Prompt starten (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>No agent profile yet: add one in Settings ▸ Agents.</source>
        <translation>Noch kein Agentenprofil: Eines unter Einstellungen ▸ Agenten hinzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>Starting %n attempt(s): each gets its worktree, then its agent…</source>
        <translation>
            <numerusform>%n Versuch wird gestartet: Er erhält seinen Worktree, dann seinen Agenten…</numerusform>
            <numerusform>%n Versuche werden gestartet: Jeder erhält seinen Worktree, dann seinen Agenten…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::UpdateFromBaseDialog</name>
    <message>
        <source>&amp;Merge %1 into the branch</source>
        <translation>%1 in den Branch &amp;mergen</translation>
    </message>
    <message>
        <source>Update from %1</source>
        <translation>Von %1 aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Rebase the branch onto %1</source>
        <translation>&amp;Rebase des Branches auf %1</translation>
    </message>
    <message>
        <source>“%1” has everything of &lt;b&gt;%2&lt;/b&gt; already.</source>
        <translation>„%1“ enthält bereits alles aus &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; moved on: “%2” is %n commit(s) behind it</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; ist weiter: „%2“ liegt %n Commit dahinter</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; ist weiter: „%2“ liegt %n Commits dahinter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %n of its own.</source>
        <translation>
            <numerusform>, mit %n eigenen.</numerusform>
            <numerusform>, mit %n eigenen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A conflict stops the update where git stops: the agent can resolve it, you can, or Abort puts the branch back exactly as it was. The choice is remembered for this repository.</source>
        <translation>Ein Konflikt hält die Aktualisierung dort an, wo git anhält: Der Agent kann ihn lösen, Sie selbst auch, oder „Abbrechen“ setzt den Branch genau auf den vorherigen Stand zurück. Die Wahl wird für dieses Repository gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::UsageMeter</name>
    <message>
        <source>%1% · %2 / %3</source>
        <translation>%1% · %2 / %3</translation>
    </message>
    <message>
        <source>Context: %1 of %2 tokens in use</source>
        <translation>Kontext: %1 von %2 Token belegt</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>The last turn used %1 tokens (the agent does not report its context window)</source>
        <translation>Der letzte Zug hat %1 Token verbraucht (der Agent meldet sein Kontextfenster nicht)</translation>
    </message>
    <message>
        <source>Cost so far: %1 %2</source>
        <translation>Bisherige Kosten: %1 %2</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::Workbench</name>
    <message>
        <source>%1 is already in this workspace (default branch %2)</source>
        <translation>%1 ist bereits in diesem Arbeitsbereich (Standard-Branch %2)</translation>
    </message>
    <message>
        <source>Added %1 (default branch %2)</source>
        <translation>%1 hinzugefügt (Standard-Branch %2)</translation>
    </message>
    <message>
        <source>Cannot open the workspace: %1</source>
        <translation>Arbeitsbereich kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>“%1”: the agent finished its turn</source>
        <translation>„%1“: Der Agent hat seinen Zug beendet</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>“%1” asks for permission</source>
        <translation>„%1“ bittet um Berechtigung</translation>
    </message>
    <message>
        <source>The changes of this session cannot be followed: %1</source>
        <translation>Die Änderungen dieser Sitzung können nicht verfolgt werden: %1</translation>
    </message>
    <message>
        <source>Start-up recovery failed: %1</source>
        <translation>Wiederherstellung beim Start fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) taken back: their agents kept running</source>
        <translation>
            <numerusform>%n Sitzung wieder übernommen: Ihr Agent lief weiter</numerusform>
            <numerusform>%n Sitzungen wieder übernommen: Ihre Agenten liefen weiter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted session(s) can be resumed</source>
        <translation>
            <numerusform>%n unterbrochene Sitzung kann fortgesetzt werden</numerusform>
            <numerusform>%n unterbrochene Sitzungen können fortgesetzt werden</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot create the task: %1</source>
        <translation>Aufgabe kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>its turn</source>
        <translation>sein Zug</translation>
    </message>
    <message>
        <source>✗ Checks failing on “%1”: %2</source>
        <translation>✗ Checks schlagen fehl bei „%1“: %2</translation>
    </message>
    <message>
        <source>✓ Checks passing on “%1”</source>
        <translation>✓ Checks bestanden bei „%1“</translation>
    </message>
    <message>
        <source>Asked the agent of “%1” to fix “%2”</source>
        <translation>Agent von „%1“ gebeten, „%2“ zu beheben</translation>
    </message>
    <message>
        <source>Could not ask the agent to fix “%1”: %2</source>
        <translation>Agent konnte nicht gebeten werden, „%1“ zu beheben: %2</translation>
    </message>
    <message>
        <source>%1 of “%2” was closed on %3 without merging</source>
        <translation>%1 von „%2“ wurde auf %3 ohne Merge geschlossen</translation>
    </message>
    <message>
        <source>%1 was merged on %2, but “%3” did not move to Done: %4</source>
        <translation>%1 wurde auf %2 gemergt, aber „%3“ wurde nicht nach „Done“ verschoben: %4</translation>
    </message>
    <message>
        <source>%1 was merged on %2: “%3” moved to %4</source>
        <translation>%1 wurde auf %2 gemergt: „%3“ nach %4 verschoben</translation>
    </message>
    <message>
        <source>Collecting diagnostics…</source>
        <translation>Diagnose wird gesammelt…</translation>
    </message>
    <message>
        <source>Diagnostics copied: paste them into the bug report (no secret is in them).</source>
        <translation>Diagnose kopiert: In den Fehlerbericht einfügen (sie enthält keine Geheimnisse).</translation>
    </message>
    <message>
        <source>No file manager opened %1</source>
        <translation>Kein Dateimanager hat %1 geöffnet</translation>
    </message>
    <message>
        <source>No browser opened %1</source>
        <translation>Kein Browser hat %1 geöffnet</translation>
    </message>
    <message>
        <source>The Inbox&apos;s search was not kept: %1</source>
        <translation>Die Suche des Eingangs wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The Inbox fills from this search now</source>
        <translation>Der Eingang wird jetzt aus dieser Suche befüllt</translation>
    </message>
    <message>
        <source>%1 was imported before: here is its task</source>
        <translation>%1 wurde bereits importiert: Hier ist die zugehörige Aufgabe</translation>
    </message>
    <message>
        <source>Imported %1 as “%2”</source>
        <translation>%1 als „%2“ importiert</translation>
    </message>
    <message>
        <source>Imported %1 issues (%2 new)</source>
        <translation>%1 Issues importiert (%2 neu)</translation>
    </message>
    <message>
        <source>%1 stays in the Inbox: %2</source>
        <translation>%1 bleibt im Eingang: %2</translation>
    </message>
    <message>
        <source>The issue was not told: %1</source>
        <translation>Das Issue wurde nicht benachrichtigt: %1</translation>
    </message>
    <message>
        <source>%1 was told and closed</source>
        <translation>%1 wurde benachrichtigt und geschlossen</translation>
    </message>
    <message>
        <source>%1 was told</source>
        <translation>%1 wurde benachrichtigt</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>The session could not start: %1</source>
        <translation>Die Sitzung konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>“%1” could not start: %2</source>
        <translation>„%1“ konnte nicht starten: %2</translation>
    </message>
    <message>
        <source>“%1” has not run yet: Start Agent (Ctrl+R) or move it to In Progress</source>
        <translation>„%1“ ist noch nicht gelaufen: „Agent starten“ (Ctrl+R) oder nach „In Progress“ verschieben</translation>
    </message>
    <message>
        <source>Bringing in “%1”: the agent loads its history…</source>
        <translation>„%1“ wird übernommen: Der Agent lädt seine Historie…</translation>
    </message>
    <message>
        <source>Cannot bring in “%1”: %2</source>
        <translation>„%1“ kann nicht übernommen werden: %2</translation>
    </message>
    <message>
        <source>“%1” was brought in before: here is its task</source>
        <translation>„%1“ wurde bereits übernommen: Hier ist die zugehörige Aufgabe</translation>
    </message>
    <message>
        <source>Brought in “%1”: its history is in the transcript, the agent waits for your prompt</source>
        <translation>„%1“ übernommen: Die Historie steht im Verlauf, der Agent wartet auf Ihren Prompt</translation>
    </message>
    <message>
        <source>“%1” is on the board, but its agent did not take the session up: %2</source>
        <translation>„%1“ ist auf dem Board, aber sein Agent hat die Sitzung nicht aufgenommen: %2</translation>
    </message>
    <message>
        <source>Signing in runs in a terminal window; retry when it is done.</source>
        <translation>Die Anmeldung läuft in einem Terminalfenster; danach erneut versuchen.</translation>
    </message>
    <message>
        <source>Signed in: starting the agent again.</source>
        <translation>Angemeldet: Der Agent wird neu gestartet.</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) started, each in its own worktree: Task ▸ Compare Attempts… when they are done.</source>
        <translation>
            <numerusform>%n Versuch gestartet, in einem eigenen Worktree: Aufgabe ▸ Versuche vergleichen…, wenn er fertig ist.</numerusform>
            <numerusform>%n Versuche gestartet, jeder in einem eigenen Worktree: Aufgabe ▸ Versuche vergleichen…, wenn sie fertig sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Auto-archive: %1</source>
        <translation>Auto-Archivierung: %1</translation>
    </message>
    <message numerus="yes">
        <source>Archived %n task(s) that sat in their step as long as its workflow says</source>
        <translation>
            <numerusform>%n Aufgabe archiviert, die so lange in ihrem Schritt lag, wie ihr Workflow vorgibt</numerusform>
            <numerusform>%n Aufgaben archiviert, die so lange in ihrem Schritt lagen, wie ihr Workflow vorgibt</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” stays on the board: %2</source>
        <translation>„%1“ bleibt auf dem Board: %2</translation>
    </message>
    <message>
        <source>Workflow “%1” saved</source>
        <translation>Workflow „%1“ gespeichert</translation>
    </message>
    <message>
        <source>The workflow is gone</source>
        <translation>Der Workflow existiert nicht mehr</translation>
    </message>
    <message>
        <source>Kandesk stopped unexpectedly</source>
        <translation>Kandesk wurde unerwartet beendet</translation>
    </message>
    <message>
        <source>Kandesk stopped unexpectedly the last time it ran. Its sessions were recovered as usual; this note says where it stopped. A bug report with it (and Help ▸ Copy Diagnostics) helps the most.</source>
        <translation>Kandesk wurde beim letzten Mal unerwartet beendet. Seine Sitzungen wurden wie gewohnt wiederhergestellt; diese Notiz sagt, wo es stehen blieb. Ein Fehlerbericht mit ihr (und Hilfe ▸ Diagnose kopieren) hilft am meisten.</translation>
    </message>
    <message>
        <source>Crash note</source>
        <translation>Absturznotiz</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Report a Bug…</source>
        <translation>&amp;Fehler melden…</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::WorkflowEditorDialog</name>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>Edit Workflow — %1</source>
        <translation>Workflow bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation>„%1“ löschen</translation>
    </message>
    <message numerus="yes">
        <source>“%1” holds %n task(s). Where do they go?</source>
        <translation>
            <numerusform>„%1“ enthält %n Aufgabe. Wohin soll sie?</numerusform>
            <numerusform>„%1“ enthält %n Aufgaben. Wohin sollen sie?</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps, in order</source>
        <translation>Schritte, der Reihe nach</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a step after the selected one (Ctrl+N)</source>
        <translation>Schritt nach dem ausgewählten hinzufügen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move the step left on the board (Alt+↑)</source>
        <translation>Schritt auf dem Board nach links verschieben (Alt+↑)</translation>
    </message>
    <message>
        <source>Move the step right on the board (Alt+↓)</source>
        <translation>Schritt auf dem Board nach rechts verschieben (Alt+↓)</translation>
    </message>
    <message>
        <source>Steps (the board&apos;s columns, left to right):</source>
        <translation>Schritte (die Spalten des Boards, von links nach rechts):</translation>
    </message>
    <message>
        <source>&amp;Workflow:</source>
        <translation>&amp;Workflow:</translation>
    </message>
    <message>
        <source>New step %1</source>
        <translation>Neuer Schritt %1</translation>
    </message>
    <message>
        <source>A workflow needs at least one step.</source>
        <translation>Ein Workflow braucht mindestens einen Schritt.</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::WorkflowStepForm</name>
    <message>
        <source>a step that is gone</source>
        <translation>ein nicht mehr vorhandener Schritt</translation>
    </message>
    <message>
        <source>New tasks of the workflow start here</source>
        <translation>Neue Aufgaben des Workflows beginnen hier</translation>
    </message>
    <message>
        <source>Cards may be moved here by hand</source>
        <translation>Karten dürfen von Hand hierher verschoben werden</translation>
    </message>
    <message>
        <source>The agent&apos;s “path:line: …” findings become review comments</source>
        <translation>Die „Pfad:Zeile: …“-Befunde des Agenten werden zu Review-Kommentaren</translation>
    </message>
    <message>
        <source>At the end of each turn in this step, every line of the agent&apos;s answer that names a file and its lines is kept as a review comment on the task</source>
        <translation>Am Ende jedes Zugs in diesem Schritt wird jede Zeile der Antwort des Agenten, die eine Datei und deren Zeilen nennt, als Review-Kommentar zur Aufgabe gespeichert</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Tasks beyond this many agents at work wait in a queue, in order</source>
        <translation>Aufgaben über diese Zahl arbeitender Agenten hinaus warten der Reihe nach in einer Warteschlange</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Sent when the step starts the agent. {{task_prompt}}, {{task_title}}, {{task_description}} and {{task_branch}} are filled in.</source>
        <translation>Wird gesendet, wenn der Schritt den Agenten startet. {{task_prompt}}, {{task_title}}, {{task_description}} und {{task_branch}} werden ausgefüllt.</translation>
    </message>
    <message>
        <source>Triggers and their actions</source>
        <translation>Auslöser und ihre Aktionen</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>Aktion hinzufügen</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Aktion entfernen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>Agents at &amp;work at most:</source>
        <translation>Höchstens &amp;arbeitende Agenten:</translation>
    </message>
    <message>
        <source>&amp;Archive tasks after:</source>
        <translation>Aufgaben &amp;archivieren nach:</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation>Was geschieht:</translation>
    </message>
    <message>
        <source>When a task enters</source>
        <translation>Wenn eine Aufgabe in den Schritt kommt</translation>
    </message>
    <message>
        <source>When a turn starts</source>
        <translation>Wenn ein Zug beginnt</translation>
    </message>
    <message>
        <source>When the turn completes</source>
        <translation>Wenn der Zug endet</translation>
    </message>
    <message>
        <source>When a task leaves</source>
        <translation>Wenn eine Aufgabe den Schritt verlässt</translation>
    </message>
    <message>
        <source>Start the agent (or prompt it)</source>
        <translation>Agent starten (oder ihm einen Prompt senden)</translation>
    </message>
    <message>
        <source>Turn plan mode on</source>
        <translation>Planmodus einschalten</translation>
    </message>
    <message>
        <source>Turn plan mode off</source>
        <translation>Planmodus ausschalten</translation>
    </message>
    <message>
        <source>Start a new session (fresh context)</source>
        <translation>Neue Sitzung starten (frischer Kontext)</translation>
    </message>
    <message>
        <source>Switch the agent to mode “%1”</source>
        <translation>Agent in den Modus „%1“ schalten</translation>
    </message>
    <message>
        <source>Move to the next step</source>
        <translation>Zum nächsten Schritt verschieben</translation>
    </message>
    <message>
        <source>Move to the previous step</source>
        <translation>Zum vorherigen Schritt verschieben</translation>
    </message>
    <message>
        <source>Move to “%1”</source>
        <translation>Nach „%1“ verschieben</translation>
    </message>
    <message>
        <source>%1 (kandev&apos;s; kept, not run here)</source>
        <translation>%1 (von kandev; beibehalten, hier nicht ausgeführt)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Move to a step</source>
        <translation>In einen Schritt verschieben</translation>
    </message>
    <message>
        <source>Session mode</source>
        <translation>Sitzungsmodus</translation>
    </message>
    <message>
        <source>The agent&apos;s mode (its id):</source>
        <translation>Modus des Agenten (seine ID):</translation>
    </message>
</context>
<context>
    <name>kandesk::ui::WorkspaceSwitcher</name>
    <message>
        <source>Cannot create workspace “%1”: %2</source>
        <translation>Arbeitsbereich „%1“ kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>Cannot rename the workspace: %1</source>
        <translation>Arbeitsbereich kann nicht umbenannt werden: %1</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Neuer Arbeitsbereich</translation>
    </message>
    <message>
        <source>A workspace has its own repositories, board and tasks.
Name:</source>
        <translation>Ein Arbeitsbereich hat eigene Repositorys, ein eigenes Board und eigene Aufgaben.
Name:</translation>
    </message>
    <message>
        <source>Rename Workspace</source>
        <translation>Arbeitsbereich umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
</context>
</TS>
