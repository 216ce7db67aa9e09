<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActivityCoordinatorWords</name>
    <message numerus="yes">
        <source>busy: %n execution activities are in progress</source>
        <translation>
            <numerusform>busy: %n execution activity is in progress</numerusform>
            <numerusform>busy: %n execution activities are in progress</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentReadiness</name>
    <message numerus="yes">
        <source>%1 --version did not answer within %n s</source>
        <translation>
            <numerusform>%1 --version did not answer within %n s</numerusform>
            <numerusform>%1 --version did not answer within %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Node.js %1 is too old for %n agent(s)</source>
        <translation>
            <numerusform>Node.js %1 is too old for %n agent</numerusform>
            <numerusform>Node.js %1 is too old for %n agents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AttemptCommands</name>
    <message numerus="yes">
        <source>attempt %1  %2  %3  %n file(s) +%4 -%5</source>
        <translation>
            <numerusform>attempt %1  %2  %3  %n file +%4 -%5</numerusform>
            <numerusform>attempt %1  %2  %3  %n files +%4 -%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archived the other %n attempt(s) (their branches are kept).</source>
        <translation>
            <numerusform>Archived the other %n attempt (its branch is kept).</numerusform>
            <numerusform>Archived the other %n attempts (their branches are kept).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BackupCommands</name>
    <message numerus="yes">
        <source>%1: %n task(s), made %2 of %3 (schema version %4)</source>
        <translation>
            <numerusform>%1: %n task, made %2 of %3 (schema version %4)</numerusform>
            <numerusform>%1: %n tasks, made %2 of %3 (schema version %4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliHome</name>
    <message numerus="yes">
        <source>&quot;%1&quot; matches %n task(s): give more of the id</source>
        <translation>
            <numerusform>&quot;%1&quot; matches %n task: give more of the id</numerusform>
            <numerusform>&quot;%1&quot; matches %n tasks: give more of the id</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DependencyStepWords</name>
    <message numerus="yes">
        <source>cloned, %n file(s) copied</source>
        <translation>
            <numerusform>cloned, %n file copied</numerusform>
            <numerusform>cloned, %n files copied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message numerus="yes">
        <source>Large diff: %n line(s) (not shown)</source>
        <translation>
            <numerusform>Large diff: %n line (not shown)</numerusform>
            <numerusform>Large diff: %n lines (not shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DockerInstanceCreationWords</name>
    <message numerus="yes">
        <source>%n environment variable(s)</source>
        <translation>
            <numerusform>%n environment variable</numerusform>
            <numerusform>%n environment variables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mount(s)</source>
        <translation>
            <numerusform>%n mount</numerusform>
            <numerusform>%n mounts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElicitationFormWords</name>
    <message numerus="yes">
        <source>%1 needs at least %n character(s).</source>
        <translation>
            <numerusform>%1 needs at least %n character.</numerusform>
            <numerusform>%1 needs at least %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes at most %n character(s).</source>
        <translation>
            <numerusform>%1 takes at most %n character.</numerusform>
            <numerusform>%1 takes at most %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 needs at least %n chosen.</source>
        <translation>
            <numerusform>%1 needs at least %n chosen.</numerusform>
            <numerusform>%1 needs at least %n chosen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes at most %n chosen.</source>
        <translation>
            <numerusform>%1 takes at most %n chosen.</numerusform>
            <numerusform>%1 takes at most %n chosen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GitCommitWords</name>
    <message numerus="yes">
        <source>Nothing is staged (%n changed file(s) are not): stage them all to commit them</source>
        <translation>
            <numerusform>Nothing is staged (%n changed file is not): stage it to commit it</numerusform>
            <numerusform>Nothing is staged (%n changed files are not): stage them all to commit them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GitMergeWords</name>
    <message numerus="yes">
        <source>%1 conflicts with %2 in %n file(s): %3. Nothing was changed; resolve it on the task branch (e.g. ask the agent to merge %2 into it) and merge again.</source>
        <translation>
            <numerusform>%1 conflicts with %2 in %n file: %3. Nothing was changed; resolve it on the task branch (e.g. ask the agent to merge %2 into it) and merge again.</numerusform>
            <numerusform>%1 conflicts with %2 in %n files: %3. Nothing was changed; resolve it on the task branch (e.g. ask the agent to merge %2 into it) and merge again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IssueCommands</name>
    <message numerus="yes">
        <source>“%1” names %n connection(s): give more of the id</source>
        <translation>
            <numerusform>“%1” names %n connection: give more of the id</numerusform>
            <numerusform>“%1” names %n connections: give more of the id</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PullRequestCommands</name>
    <message numerus="yes">
        <source>%n commit(s) behind %1, %2 ahead.</source>
        <translation>
            <numerusform>%n commit behind %1, %2 ahead.</numerusform>
            <numerusform>%n commits behind %1, %2 ahead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered %n comment(s) on %1;</source>
        <translation>
            <numerusform>Answered %n comment on %1;</numerusform>
            <numerusform>Answered %n comments on %1;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s) resolved.</source>
        <translation>
            <numerusform>%n thread resolved.</numerusform>
            <numerusform>%n threads resolved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueueCommand</name>
    <message numerus="yes">
        <source>Queued as prompt %1 of %n for session %2.</source>
        <translation>
            <numerusform>Queued as prompt %1 of %n for session %2.</numerusform>
            <numerusform>Queued as prompt %1 of %n for session %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewCommentCommands</name>
    <message numerus="yes">
        <source>%1 has %n line(s), not %2</source>
        <translation>
            <numerusform>%1 has %n line, not %2</numerusform>
            <numerusform>%1 has %n lines, not %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewCommentsPanel</name>
    <message numerus="yes">
        <source>… %n more line(s)</source>
        <translation>
            <numerusform>… %n more line</numerusform>
            <numerusform>… %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDiffWords</name>
    <message numerus="yes">
        <source>%n patch(es)</source>
        <translation>
            <numerusform>%n patch</numerusform>
            <numerusform>%n patches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <source>%n agent profile(s) run %1 (%2): pick one with --profile NAME</source>
        <translation>
            <numerusform>%n agent profile runs %1 (%2): pick one with --profile NAME</numerusform>
            <numerusform>%n agent profiles run %1 (%2): pick one with --profile NAME</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message numerus="yes">
        <source>%n agent profile(s) run the agent %1: pick one with --profile NAME</source>
        <translation>
            <numerusform>%n agent profile runs the agent %1: pick one with --profile NAME</numerusform>
            <numerusform>%n agent profiles run the agent %1: pick one with --profile NAME</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent profile(s) exist: pick one with --profile NAME</source>
        <translation>
            <numerusform>%n agent profile exists: pick one with --profile NAME</numerusform>
            <numerusform>%n agent profiles exist: pick one with --profile NAME</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionRecoveryWords</name>
    <message numerus="yes">
        <source>swept %n quick chat(s) but could not remove %1</source>
        <translation>
            <numerusform>swept %n quick chat but could not remove %1</numerusform>
            <numerusform>swept %n quick chats but could not remove %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsRemovalQuestion</name>
    <message numerus="yes">
        <source>%n task(s) use it:</source>
        <translation>
            <numerusform>%n task uses it:</numerusform>
            <numerusform>%n tasks use it:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The agent profile(s) %1 start it: they cannot start until they name another agent.</source>
        <translation>
            <numerusform>The agent profile %1 starts it: it cannot start until it names another agent.</numerusform>
            <numerusform>The agent profiles %1 start it: they cannot start until they name another agent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The agent profile(s) %1 use it: their agents start without it.</source>
        <translation>
            <numerusform>The agent profile %1 uses it: its agent starts without it.</numerusform>
            <numerusform>The agent profiles %1 use it: their agents start without it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshExecutorStoreWords</name>
    <message numerus="yes">
        <source>%n executor profile(s) are named like &quot;%1&quot; (the case differs): give the exact name</source>
        <translation>
            <numerusform>%n executor profile is named like &quot;%1&quot; (the case differs): give the exact name</numerusform>
            <numerusform>%n executor profiles are named like &quot;%1&quot; (the case differs): give the exact name</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskAttempts</name>
    <message numerus="yes">
        <source>attempt %1 has %n uncommitted file(s)</source>
        <translation>
            <numerusform>attempt %1 has %n uncommitted file</numerusform>
            <numerusform>attempt %1 has %n uncommitted files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskCheckpoints</name>
    <message numerus="yes">
        <source>Restored the workspace to before turn %1 (checkpoint %2): %n file(s) put back</source>
        <translation>
            <numerusform>Restored the workspace to before turn %1 (checkpoint %2): %n file put back</numerusform>
            <numerusform>Restored the workspace to before turn %1 (checkpoint %2): %n files put back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskCommands</name>
    <message numerus="yes">
        <source>Within %n day(s), kandesk task restore %1 brings the task and its branch back.</source>
        <translation>
            <numerusform>Within %n day, kandesk task restore %1 brings the task and its branch back.</numerusform>
            <numerusform>Within %n days, kandesk task restore %1 brings the task and its branch back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskDeletion</name>
    <message numerus="yes">
        <source>%n uncommitted file(s):</source>
        <translation>
            <numerusform>%n uncommitted file:</numerusform>
            <numerusform>%n uncommitted files:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n commit(s) on %1, neither on its base nor pushed:</source>
        <translation>
            <numerusform>%n commit on %1, neither on its base nor pushed:</numerusform>
            <numerusform>%n commits on %1, neither on its base nor pushed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no branch of a deleted task %1 is kept in the repositories Kandesk knows (a deleted task&apos;s branches are kept for %n day(s); a task without a worktree cannot be restored)</source>
        <translation>
            <numerusform>no branch of a deleted task %1 is kept in the repositories Kandesk knows (a deleted task&apos;s branches are kept for %n day; a task without a worktree cannot be restored)</numerusform>
            <numerusform>no branch of a deleted task %1 is kept in the repositories Kandesk knows (a deleted task&apos;s branches are kept for %n days; a task without a worktree cannot be restored)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskDeletionDialog</name>
    <message numerus="yes">
        <source>%n file(s) with uncommitted changes will be lost:</source>
        <translation>
            <numerusform>%n file with uncommitted changes will be lost:</numerusform>
            <numerusform>%n files with uncommitted changes will be lost:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n commit(s) on %1 on no other branch and not pushed:</source>
        <translation>
            <numerusform>%n commit on %1 is on no other branch and not pushed:</numerusform>
            <numerusform>%n commits on %1 are on no other branch and not pushed:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The task, its sessions and its %n worktree(s) will be removed.</source>
        <translation>
            <numerusform>The task, its sessions and its worktree will be removed.</numerusform>
            <numerusform>The task, its sessions and its %n worktrees will be removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskInputs</name>
    <message numerus="yes">
        <source>%n agent profile(s) are named &quot;%1&quot;: pass one&apos;s id (%2)</source>
        <translation>
            <numerusform>%n agent profile is named &quot;%1&quot;: pass one&apos;s id (%2)</numerusform>
            <numerusform>%n agent profiles are named &quot;%1&quot;: pass one&apos;s id (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkflowCommands</name>
    <message numerus="yes">
        <source>archived after %n h</source>
        <translation>
            <numerusform>archived after %n h</numerusform>
            <numerusform>archived after %n h</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkflowStoreWords</name>
    <message numerus="yes">
        <source>workflow “%1” still has %n task(s): move or delete them first</source>
        <translation>
            <numerusform>workflow “%1” still has %n task: move or delete it first</numerusform>
            <numerusform>workflow “%1” still has %n tasks: move or delete them first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::WorkflowEngine</name>
    <message numerus="yes">
        <source>“%1”: the agent&apos;s %n finding(s) are review comments now.</source>
        <translation>
            <numerusform>“%1”: the agent&apos;s finding is a review comment now.</numerusform>
            <numerusform>“%1”: the agent&apos;s %n findings are review comments now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queued in %1: %2 of its %n agent(s) are at work.</source>
        <translation>
            <numerusform>Queued in %1: %2 of its %n agent is at work.</numerusform>
            <numerusform>Queued in %1: %2 of its %n agents are at work.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::AttemptsDialog</name>
    <message numerus="yes">
        <source>Kept attempt %1: its worktree is the task&apos;s own now; %n other attempt(s) archived.</source>
        <translation>
            <numerusform>Kept attempt %1: its worktree is the task&apos;s own now; %n other attempt archived.</numerusform>
            <numerusform>Kept attempt %1: its worktree is the task&apos;s own now; %n other attempts archived.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ChangesView</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::CheckpointsDialog</name>
    <message numerus="yes">
        <source>Restored to before turn %1: %n file(s) put back</source>
        <translation>
            <numerusform>Restored to before turn %1: %n file put back</numerusform>
            <numerusform>Restored to before turn %1: %n files put back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n commit(s) off the branch</source>
        <translation>
            <numerusform>, %n commit off the branch</numerusform>
            <numerusform>, %n commits off the branch</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ImportIssueDialog</name>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n issue</numerusform>
            <numerusform>%n issues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ImportSessionDialog</name>
    <message numerus="yes">
        <source>%n session(s), newest first.</source>
        <translation>
            <numerusform>%n session.</numerusform>
            <numerusform>%n sessions, newest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MainWindow</name>
    <message numerus="yes">
        <source>▶ %n agent(s) working</source>
        <translation>
            <numerusform>▶ %n agent working</numerusform>
            <numerusform>▶ %n agents working</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · ◷ %n start(s) waiting for room</source>
        <translation>
            <numerusform> · ◷ %n start waits for room</numerusform>
            <numerusform> · ◷ %n starts wait for room</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::MergeConflictDialog</name>
    <message numerus="yes">
        <source>Both branches changed these %n file(s) in ways that conflict:</source>
        <translation>
            <numerusform>Both branches changed this file in ways that conflict:</numerusform>
            <numerusform>Both branches changed these %n files in ways that conflict:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::QueuedPromptsPanel</name>
    <message numerus="yes">
        <source>%n prompt(s) queued: sent one by one as the agent&apos;s turns end</source>
        <translation>
            <numerusform>%n prompt queued: sent when the agent&apos;s turn ends</numerusform>
            <numerusform>%n prompts queued: sent one by one as the agent&apos;s turns end</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReadinessPanel</name>
    <message numerus="yes">
        <source>%1 of %n agents can run</source>
        <translation>
            <numerusform>%1 of %n agents can run</numerusform>
            <numerusform>%1 of %n agents can run</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReviewCommentsController</name>
    <message numerus="yes">
        <source>Answered %n comment(s) on %1</source>
        <translation>
            <numerusform>Answered %n comment on %1</numerusform>
            <numerusform>Answered %n comments on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n thread(s) resolved</source>
        <translation>
            <numerusform>; %n thread resolved</numerusform>
            <numerusform>; %n threads resolved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::ReviewCommentsPanel</name>
    <message numerus="yes">
        <source>&amp;Send %n comment(s) to the agent</source>
        <translation>
            <numerusform>&amp;Send %n comment to the agent</numerusform>
            <numerusform>&amp;Send %n comments to the agent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Answer %n on %1…</source>
        <translation>
            <numerusform>&amp;Answer %n on %1…</numerusform>
            <numerusform>&amp;Answer %n on %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsAgentsPage</name>
    <message numerus="yes">
        <source>%1 of %n agents can run on this computer. Hover an agent for the command it runs or the exact step it needs.</source>
        <translation>
            <numerusform>%1 of %n agents can run on this computer. Hover an agent for the command it runs or the exact step it needs.</numerusform>
            <numerusform>%1 of %n agents can run on this computer. Hover an agent for the command it runs or the exact step it needs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::SettingsBackupsPage</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TaskCardDelegate</name>
    <message numerus="yes">
        <source>%n file(s) changed</source>
        <translation>
            <numerusform>%n file changed</numerusform>
            <numerusform>%n files changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::TryWithDialog</name>
    <message numerus="yes">
        <source>Starting %n attempt(s): each gets its worktree, then its agent…</source>
        <translation>
            <numerusform>Starting %n attempt: each gets its worktree, then its agent…</numerusform>
            <numerusform>Starting %n attempts: each gets its worktree, then its agent…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::UpdateFromBaseDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; moved on: “%2” is %n commit(s) behind it</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; moved on: “%2” is %n commit behind it</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; moved on: “%2” is %n commits behind it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %n of its own.</source>
        <translation>
            <numerusform>, with %n of its own.</numerusform>
            <numerusform>, with %n of its own.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::Workbench</name>
    <message numerus="yes">
        <source>%n session(s) taken back: their agents kept running</source>
        <translation>
            <numerusform>%n session was taken back: its agent kept running</numerusform>
            <numerusform>%n sessions were taken back: their agents kept running</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted session(s) can be resumed</source>
        <translation>
            <numerusform>%n interrupted session can be resumed</numerusform>
            <numerusform>%n interrupted sessions can be resumed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) started, each in its own worktree: Task ▸ Compare Attempts… when they are done.</source>
        <translation>
            <numerusform>%n attempt started in its own worktree: Task ▸ Compare Attempts… when it is done.</numerusform>
            <numerusform>%n attempts started, each in its own worktree: Task ▸ Compare Attempts… when they are done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archived %n task(s) that sat in their step as long as its workflow says</source>
        <translation>
            <numerusform>Archived %n task that sat in its step as long as its workflow says</numerusform>
            <numerusform>Archived %n tasks that sat in their step as long as its workflow says</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kandesk::ui::WorkflowEditorDialog</name>
    <message numerus="yes">
        <source>“%1” holds %n task(s). Where do they go?</source>
        <translation>
            <numerusform>“%1” holds %n task. Where do they go?</numerusform>
            <numerusform>“%1” holds %n tasks. Where do they go?</numerusform>
        </translation>
    </message>
</context>
</TS>
