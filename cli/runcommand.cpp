// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "runcommand.h"

#include "application/queuedprompts.h"
#include "application/sessionstatus.h"
#include "application/settings/agentprofiles.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/workflows/workflowengine.h"
#include "application/tasks/taskattempts.h"
#include "application/tasks/taskcreation.h"
#include "cli/attemptsrun.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/eventtext.h"
#include "cli/imageoptions.h"
#include "cli/runturn.h"
#include "cli/sessionsettingoptions.h"
#include "cli/taskinputs.h"
#include "cli/terminal.h"
#include "models/executors/dockersettings.h"
#include "models/queries/executorqueries.h"
#include "models/queries/queuedpromptqueries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/workflowqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QPointer>
#include <QStringDecoder>

#include <atomic>
#include <memory>
#include <optional>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "RunCommand".
struct RunCommandWords {
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

// Whether the step the task is in starts its agent on entering (its workflow's start step does).
bool startsAgent(const Stores &stores, const Task &task)
{
    auto workflow = stores.workflows().ofStep(task.workflowStepId);
    if (!workflow)
        return false;
    for (const WorkflowStep &step : std::as_const(workflow->steps)) {
        if (step.id == task.workflowStepId)
            return step.startsAgent();
    }
    return false;
}


// The prompt in file, or on standard input for "-": UTF-8 text of at most a mebibyte.
Expected<QString> readPromptFile(const QString &file)
{
    constexpr qint64 kMaxPromptBytes = 1024 * 1024;
    QFile in;
    const bool opened = file == QLatin1String("-") ? in.open(stdin, QIODevice::ReadOnly) : (in.setFileName(file), in.open(QIODevice::ReadOnly));
    if (!opened)
        return Error { RunCommandWords::tr("--prompt-file: cannot read %1: %2").arg(file, in.errorString()) };
    const QByteArray bytes = in.read(kMaxPromptBytes + 1);
    if (bytes.size() > kMaxPromptBytes)
        return Error { RunCommandWords::tr("--prompt-file: %1 is over a mebibyte: too long for a prompt").arg(file) };
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8(bytes);
    if (utf8.hasError())
        return Error { RunCommandWords::tr("--prompt-file: %1 is not UTF-8 text").arg(file) };
    return text;
}

// Parses the flags; nullopt after printing the reason (exit 2).
std::optional<RunOptions> parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption repo(QStringLiteral("repo"), QStringLiteral("The repository to work on."), QStringLiteral("PATH"));
    const QCommandLineOption base(QStringLiteral("base"), QStringLiteral("The branch the worktree starts from."), QStringLiteral("BRANCH"));
    const QCommandLineOption executor(QStringLiteral("executor"),
        QStringLiteral("worktree (default), local, or the name of an SSH or Docker executor (kandesk executor list)."),
        QStringLiteral("NAME"));
    const QCommandLineOption agent(QStringLiteral("agent"),
                                   QStringLiteral("The agent to run, by id: its agent profile when it has exactly one (else a new one for it)."),
                                   QStringLiteral("ID"));
    const QCommandLineOption profile(QStringLiteral("profile"), QStringLiteral("The agent profile to run, by name or id (kandesk profile list)."),
                                     QStringLiteral("NAME|ID"));
    const QCommandLineOption agentCommand(QStringLiteral("agent-command"), QStringLiteral("A custom ACP agent command line."),
                                          QStringLiteral("COMMAND"));
    const QCommandLineOption autoApprove(QStringLiteral("auto-approve"), QStringLiteral("Approve every permission request."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object per line."));
    const QCommandLineOption workflow(QStringLiteral("workflow"),
                                      QStringLiteral("Run the task through this workflow's steps to the first that waits for a person."),
                                      QStringLiteral("NAME"));
    const QCommandLineOption startTimeout(QStringLiteral("start-timeout"),
                                          QStringLiteral("How long the agent may take for each step of its start (default: the profile's, else 60)."),
                                          QStringLiteral("SECONDS"));
    const QCommandLineOption maxRunningAgents(QStringLiteral("max-running-agents"),
                                              QStringLiteral("Start only while fewer agents run on this machine (0: any number; "
                                                             "default: the setting max-running-agents)."),
                                              QStringLiteral("N"));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption promptFile(QStringLiteral("prompt-file"),
                                        QStringLiteral("Read the prompt from FILE (- reads standard input), instead of the command line."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption attempts(QStringLiteral("attempts"),
                                      QStringLiteral("Try the prompt with each of these agent profiles (names or ids, a name twice runs twice), "
                                                     "each in its own worktree, as attempts of one task (kandesk task attempts compares them)."),
                                      QStringLiteral("PROFILE,PROFILE…"));
    const SessionSettingOptions settings;
    const ImageOptions images;
    parser.addOptions({repo, base, executor, agent, agentCommand, profile, autoApprove, json, workflow, startTimeout, maxRunningAgents, dataDir, help,
                       settings.mode, settings.model, images.image, attempts, promptFile});
    parser.addPositionalArgument(QStringLiteral("prompt"), QStringLiteral("What the agent should do."));

    auto fail = [](const QString &reason) -> std::optional<RunOptions> {
        printError(QStringLiteral("kandesk run: ") + reason);
        printError(runUsage());
        return std::nullopt;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        printLine(runUsage());
        RunOptions shown;
        shown.helpShown = true;
        return shown;
    }
    RunOptions options;
    options.repo = parser.value(repo);
    options.base = parser.value(base);
    if (parser.isSet(executor))
        options.executor = parser.value(executor);
    options.agent = parser.value(agent);
    options.agentCommand = parser.value(agentCommand).trimmed();
    options.profile = parser.value(profile).trimmed();
    options.autoApprove = parser.isSet(autoApprove);
    options.json = parser.isSet(json);
    options.dataDir = parser.value(dataDir);
    options.workflow = parser.value(workflow).trimmed();
    options.followWorkflow = parser.isSet(workflow);
    if (options.followWorkflow && options.workflow.isEmpty())
        return fail(RunCommandWords::tr("--workflow names a workflow (kandesk workflow list)"));
    options.prompt = parser.positionalArguments().join(QLatin1Char(' ')).trimmed();
    if (parser.isSet(promptFile) || options.prompt == QLatin1String("-")) {
        if (parser.isSet(promptFile) && !options.prompt.isEmpty())
            return fail(RunCommandWords::tr("the prompt comes from --prompt-file or the command line, not both"));
        const QString file = parser.isSet(promptFile) ? parser.value(promptFile) : QStringLiteral("-");
        const Expected<QString> read = readPromptFile(file);
        if (!read)
            return fail(read.error());
        options.prompt = read->trimmed();
        if (options.prompt.isEmpty())
            return fail(
                RunCommandWords::tr("%1 holds no prompt").arg(file == QLatin1String("-") ? RunCommandWords::tr("standard input") : file));
    }
    if (parser.isSet(startTimeout)) {
        bool isNumber = false;
        options.startTimeoutSeconds = parser.value(startTimeout).toInt(&isNumber);
        if (!isNumber || options.startTimeoutSeconds < 1 || options.startTimeoutSeconds > 3600)
            return fail(RunCommandWords::tr("--start-timeout must be a whole number of seconds from 1 to 3600, not \"%1\"")
                            .arg(parser.value(startTimeout)));
    }
    if (parser.isSet(maxRunningAgents)) {
        bool isNumber = false;
        const int most = parser.value(maxRunningAgents).toInt(&isNumber);
        if (!isNumber || most < 0 || most > 1000)
            return fail(RunCommandWords::tr("--max-running-agents must be a whole number from 0 (any number) to 1000, not \"%1\"")
                            .arg(parser.value(maxRunningAgents)));
        options.maxRunningAgents = most;
    }
    if (const QString problem = settings.read(parser, &options.mode, &options.model); !problem.isEmpty())
        return fail(problem);
    if (options.repo.isEmpty())
        return fail(RunCommandWords::tr("--repo PATH is required"));
    if (options.executor.trimmed().isEmpty())
        return fail(RunCommandWords::tr("--executor needs worktree, local or the name of an SSH or Docker executor"));
    if (int(!options.agent.isEmpty()) + int(!options.agentCommand.isEmpty()) + int(parser.isSet(profile)) > 1)
        return fail(RunCommandWords::tr("--profile, --agent and --agent-command exclude each other"));
    if (parser.isSet(profile) && options.profile.isEmpty())
        return fail(RunCommandWords::tr("--profile needs a profile's name or id"));
    if (parser.isSet(agentCommand) && options.agentCommand.isEmpty())
        return fail(RunCommandWords::tr("--agent-command needs a command"));
    if (options.prompt.isEmpty())
        return fail(RunCommandWords::tr("a prompt is required"));
    if (const QString problem = images.read(parser, &options.images); !problem.isEmpty())
        return fail(problem);
    if (parser.isSet(attempts)) {
        for (const QString &name : parser.value(attempts).split(QLatin1Char(',')))
            options.attempts.append(name.trimmed());
        if (options.attempts.contains(QString()) || options.attempts.size() > kMaxAttempts)
            return fail(RunCommandWords::tr("--attempts names 1 to %1 agent profiles, separated by commas, not \"%2\"")
                            .arg(kMaxAttempts)
                            .arg(parser.value(attempts)));
        if (parser.isSet(profile) || parser.isSet(agent) || parser.isSet(agentCommand) || options.followWorkflow || !options.images.isEmpty()
            || options.executor == QLatin1String("local"))
            return fail(RunCommandWords::tr("--attempts names the agent profiles itself; it takes no --profile, --agent, "
                                  "--agent-command, --workflow, --image or --executor local"));
    }
    return options;
}

// The agent profile of this run: the one --profile names; for --agent, that agent's profile when it
// has exactly one (else one made for it, which is then that one; --auto-approve is then the run's
// own answer, not a profile of its own); for --agent-command, the command line's own profile of
// that command, one with auto-approve and one without (a session resumed elsewhere keeps it).
Expected<QString> profileFor(Stores &stores, const RunOptions &options)
{
    AgentProfiles profiles(stores);
    auto known = profiles.list().result();
    if (!known)
        return Error{known.error()};
    if (!options.profile.isEmpty())
        return namedProfile(*known, options.profile);
    AgentProfile profile;
    if (!options.agentCommand.isEmpty()) {
        const QString hash = QString::fromLatin1(
            QCryptographicHash::hash(options.agentCommand.toUtf8(), QCryptographicHash::Sha1).toHex().left(12));
        profile.agentId = QStringLiteral("cli-custom-") + hash;
        profile.customCommand = options.agentCommand;
        profile.name = QStringLiteral("Custom agent (%1)").arg(options.agentCommand);
        profile.id = QStringLiteral("cli-") + profile.agentId + (options.autoApprove ? QStringLiteral("-auto") : QString());
        profile.autoApprove = options.autoApprove;
        auto saved = profiles.save(profile).result();
        if (!saved)
            return Error{saved.error()};
        return saved->id;
    } else if (!options.agent.isEmpty()) {
        QStringList ofAgent;
        QStringList names;
        for (const AgentProfile &candidate : std::as_const(*known)) {
            if (candidate.agentId == options.agent) {
                ofAgent.append(candidate.id);
                names.append(QLatin1Char('"') + candidate.name + QLatin1Char('"'));
            }
        }
        if (ofAgent.size() == 1)
            return ofAgent.constFirst();
        if (ofAgent.size() > 1)
            return Error { RunCommandWords::tr(
                "%n agent profile(s) run %1 (%2): pick one with --profile NAME", nullptr, int(ofAgent.size()))
                               .arg(options.agent, names.join(QStringLiteral(", "))) };
        profile.agentId = options.agent;
        profile.name = options.agent;
    } else {
        if (known->isEmpty())
            return Error { RunCommandWords::tr("no agent profile exists yet: pass --agent ID or --agent-command \"CMD\"") };
        return known->constFirst().id;
    }
    profile.id = QStringLiteral("cli-") + profile.agentId;
    if (auto existing = profiles.find(profile.id).result())
        return existing->id; // made by an earlier run: kept, the user may have edited it since
    auto saved = profiles.save(profile).result();
    if (!saved)
        return Error{saved.error()};
    return saved->id;
}

} // namespace

QString runUsage()
{
    return QStringLiteral("usage: kandesk run --repo PATH [--base BRANCH] [--executor worktree|local|NAME] "
                          "[--profile NAME|ID | --agent ID | --agent-command \"CMD ARGS…\"] [--workflow NAME] [--auto-approve] [--mode MODE] [--model MODEL] [--start-timeout SECONDS] [--max-running-agents N] [--image FILE]… [--attempts PROFILE,PROFILE…] [--json] [--data-dir DIR] (\"prompt\" | --prompt-file FILE | -)");
}

int runCommand(const QStringList &arguments)
{
    const auto options = parse(arguments);
    if (!options)
        return ExitUsage;
    if (options->helpShown)
        return ExitOk;
    const QFileInfo repo(options->repo);
    if (!repo.exists()) {
        printError(RunCommandWords::tr("kandesk run: repository not found: %1").arg(repo.absoluteFilePath()));
        return ExitFailure;
    }
    if (!repo.isDir()) {
        printError(RunCommandWords::tr("kandesk run: the repository path is not a folder: %1").arg(repo.absoluteFilePath()));
        return ExitFailure;
    }
    const QString repoPath = repo.canonicalFilePath();

    auto home = openHome(QStringLiteral("kandesk run"), options->dataDir);
    if (!home)
        return ExitFailure;
    Stores &stores = *home->stores;
    // Anything but the two local kinds names an executor profile (an SSH host or a Docker image added with
    // `kandesk executor add`).
    QString executorProfileId;
    QString executorType = options->executor;
    if (executorType != QLatin1String("worktree") && executorType != QLatin1String("local")) {
        auto named = std::as_const(stores).sshExecutors().profileNamed(options->executor);
        if (!named) {
            printError(RunCommandWords::tr("kandesk run: cannot read the executors: ") + named.error());
            return ExitFailure;
        }
        if (!named->has_value()) {
            printError(
                RunCommandWords::tr("kandesk run: no executor is named \"%1\": use worktree, local, or an SSH or Docker executor "
                          "that `kandesk executor list` shows (`kandesk executor add --type ssh|docker` adds one)")
                    .arg(options->executor));
            return ExitUsage;
        }
        if ((*named)->executorType != kSshExecutorType && (*named)->executorType != kDockerExecutorType) {
            printError(RunCommandWords::tr("kandesk run: executor \"%1\" is of type %2; --executor takes worktree, local, "
                                 "an SSH or a Docker executor")
                           .arg((*named)->name, (*named)->executorType));
            return ExitUsage;
        }
        executorProfileId = (*named)->id;
        executorType.clear(); // the task's executor profile says where it runs
    }
    auto workspace = defaultWorkspaceId(stores);
    if (!workspace) {
        printError(QStringLiteral("kandesk run: ") + workspace.error());
        return ExitFailure;
    }
    auto repository = repositoryRow(stores, *workspace, repoPath);
    if (!repository) {
        printError(RunCommandWords::tr("kandesk run: repository %1: %2").arg(repoPath, repository.error()));
        return ExitFailure;
    }
    QStringList attemptProfiles;
    const auto known = options->attempts.isEmpty() ? Expected<QList<AgentProfile>>(QList<AgentProfile>()) : AgentProfiles(stores).list().result();
    for (const QString &name : options->attempts) {
        auto named = known ? namedProfile(*known, name) : Expected<QString>(known.failure());
        if (!named) {
            printError(QStringLiteral("kandesk run: --attempts: ") + named.error());
            return ExitUsage;
        }
        attemptProfiles.append(*named);
    }
    auto profile = attemptProfiles.isEmpty() ? profileFor(stores, *options) : Expected<QString>(attemptProfiles.constFirst());
    if (!profile) {
        printError(QStringLiteral("kandesk run: ") + profile.error());
        return ExitUsage;
    }
    NewTask wanted;
    if (options->followWorkflow) {
        auto chosen = std::as_const(stores).workflows().find(*workspace, options->workflow);
        if (!chosen) {
            printError(RunCommandWords::tr("kandesk run: --workflow: %1 (kandesk workflow list shows them)").arg(chosen.error()));
            return ExitUsage;
        }
        wanted.workflowId = chosen->id;
    }
    wanted.workspaceId = *workspace;
    wanted.prompt = options->prompt;
    wanted.agentProfileId = *profile;
    wanted.executorProfileId = executorProfileId;
    wanted.repositories = {TaskRepository{repository->id, options->base, 0}};
    wanted.startsNow = attemptProfiles.isEmpty(); // with attempts, they run, not the task
    TaskCreation creation(stores);
    auto created = creation.create(wanted).result();
    if (!created) {
        printError(QStringLiteral("kandesk run: ") + created.error());
        return ExitFailure;
    }

    const QJsonObject createdLine{{QStringLiteral("kind"), QStringLiteral("task_created")},
                                   {QStringLiteral("task_id"), created->id},
                                   {QStringLiteral("title"), created->title},
                                   {QStringLiteral("repository"), repository->path},
                                   {QStringLiteral("data_dir"), home->path}};
    if (!attemptProfiles.isEmpty())
        return driveAttempts(*options, stores, created->id, createdLine, attemptProfiles);
    TaskStartOptions start;
    start.executorType = executorType;
    start.prompt = options->prompt;
    start.attachments = options->images;
    start.startTimeoutSeconds = options->startTimeoutSeconds;
    start.modeId = options->mode;
    start.modelId = options->model;
    if (options->followWorkflow && startsAgent(stores, *created)) {
        // Its start step starts the agent, with the step's prompt and profile.
        return driveTurn(*options, stores, created->id, createdLine, [taskId = created->id](TaskRunner &runner) {
            runner.workflow().stepEntered(taskId, {});
            return QtFuture::makeReadyFuture(Expected<QString>(QString()));
        });
    }
    return driveTurn(*options, stores, created->id, createdLine,
                     [taskId = created->id, start](TaskRunner &runner) { return runner.startTask(taskId, start); });
}

int taskResumeCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task resume");
    const QString usage = QStringLiteral("usage: kandesk task resume ID [\"prompt\"] [--auto-approve] [--mode MODE] [--model MODEL] [--image FILE]… [--json] [--force] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption autoApprove(QStringLiteral("auto-approve"), QStringLiteral("Approve every permission request."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object per line."));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("Resume a session still marked as starting or running."));
    const SessionSettingOptions settings;
    const ImageOptions images;
    parser.addOptions({autoApprove, json, dataDir, force, settings.mode, settings.model, images.image});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 1, -1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    ResumeOptions options;
    if (const QString problem = settings.read(parser, &options.mode, &options.model); !problem.isEmpty()) {
        printError(command + QStringLiteral(": ") + problem);
        printError(usage);
        return ExitUsage;
    }
    if (const QString problem = images.read(parser, &options.images); !problem.isEmpty()) {
        printError(command + QStringLiteral(": ") + problem);
        printError(usage);
        return ExitUsage;
    }
    const QString prompt = parsed.positional.mid(1).join(QLatin1Char(' ')).trimmed();
    if (!options.images.isEmpty() && prompt.isEmpty()) {
        printError(command + RunCommandWords::tr(": --image goes with a prompt (queued prompts carry no images)"));
        printError(usage);
        return ExitUsage;
    }
    if (prompt.isEmpty() && parsed.positional.size() > 1) { // no prompt at all: the queued ones
        printError(command + RunCommandWords::tr(": a prompt is required (what the agent should do next)"));
        printError(usage);
        return ExitUsage;
    }
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.constFirst());
    if (!found)
        return prompt.isEmpty() ? ExitUsage : ExitFailure;
    CliHome *home = &found->home;
    const Task *task = &found->task;
    options.command = command;
    options.autoApprove = parser.isSet(autoApprove);
    options.json = parser.isSet(json);
    options.force = parser.isSet(force);
    return prompt.isEmpty() ? resumeWithQueuedPrompt(options, *home, *task) : resumeTask(options, *home, *task, prompt);
}

int resumeTask(const ResumeOptions &resume, CliHome &home, const Task &task, const QString &prompt)
{
    RunOptions options;
    options.command = resume.command;
    options.autoApprove = resume.autoApprove;
    options.json = resume.json;
    options.prompt = prompt;
    options.images = resume.images;
    // An execution whose process died (a killed `kandesk run`) becomes resumable first.
    auto recovered = recoverTaskSessions(*home.database, home.path, task.id);
    if (!recovered) {
        printError(options.command + QStringLiteral(": ") + recovered.error());
        return ExitFailure;
    }
    auto session = std::as_const(*home.stores).sessions().latestForTask(task.id);
    const QJsonObject resumedLine{{QStringLiteral("kind"), QStringLiteral("task_resumed")},
                                  {QStringLiteral("task_id"), task.id},
                                  {QStringLiteral("title"), task.title},
                                  {QStringLiteral("session_id"), session ? session->id : QString()},
                                  {QStringLiteral("data_dir"), home.path}};
    const auto afterSent = [&resume](QFuture<Expected<QString>> sent) {
        if (!resume.afterSent)
            return sent;
        return sent.then([afterSent = resume.afterSent](Expected<QString> result) {
            if (result)
                afterSent();
            return result;
        });
    };
    if (!session) {
        // Never ran: its first session starts with this prompt.
        TaskStartOptions start;
        start.prompt = options.prompt;
        start.attachments = resume.images;
        start.modeId = resume.mode;
        start.modelId = resume.model;
        return driveTurn(options, *home.stores, task.id, resumedLine, [taskId = task.id, start, afterSent](TaskRunner &runner) {
            return afterSent(runner.startTask(taskId, start));
        });
    }
    for (const ExecutorRunning &live : std::as_const(recovered->live)) {
        if (live.sessionId != session->id)
            continue;
        // Its runtime outlived a killed Kandesk: this resume replaces it on the same worktree.
        auto released = releaseOrphanedRuntime(*home.database, live);
        if (!released) {
            printError(options.command + QStringLiteral(": ") + released.error());
            return ExitFailure;
        }
        if (released.value()) {
            session->state = SessionState::WaitingForInput;
            continue;
        }
        printError(options.command
            + RunCommandWords::tr(": the session runs in another Kandesk process (agentctl pid %1); "
                        "stop it first: kandesk task stop %2")
                  .arg(live.pid)
                  .arg(task.id));
        return ExitFailure;
    }
    if ((session->state == SessionState::Starting || session->state == SessionState::Running) && !resume.force) {
        printError(options.command
            + RunCommandWords::tr(": the session is still marked %1 (another Kandesk process may be launching it); "
                        "pass --force if none is")
                  .arg(sessionStateName(session->state).toLower()));
        return ExitFailure;
    }
    TaskStartOptions settings;
    settings.modeId = resume.mode;
    settings.modelId = resume.model;
    settings.attachments = resume.images;
    return driveTurn(options, *home.stores, task.id, resumedLine,
                     [sessionId = session->id, prompt = options.prompt, afterSent, settings](TaskRunner &runner) {
                         return afterSent(runner.resume(sessionId, prompt, settings));
                     });
}

int resumeWithQueuedPrompt(ResumeOptions options, CliHome &home, const Task &task)
{
    QueuedPrompts queue(*home.stores);
    auto session = std::as_const(*home.stores).sessions().latestForTask(task.id);
    auto next = session ? queue.takeFirst(session->id) : Expected<std::optional<QueuedPrompt>>(std::nullopt);
    if (!next) {
        printError(options.command + QStringLiteral(": ") + next.error());
        return ExitFailure;
    }
    if (!next->has_value()) {
        printError(options.command
            + RunCommandWords::tr(": a prompt is required (what the agent should do next): nothing is queued for task %1")
                  .arg(task.id));
        return ExitUsage;
    }
    const QueuedPrompt queued = **next;
    auto delivered = std::make_shared<std::atomic_bool>(false);
    options.afterSent = [delivered] { delivered->store(true); };
    const int code = resumeTask(options, home, task, queued.text);
    if (!delivered->load()) {
        if (const Status back = queue.putBack(queued); !back)
            printError(options.command + RunCommandWords::tr(": the queued prompt was not sent and could not be queued again: ")
                + back.error());
    }
    return code;
}

} // namespace kandesk::cli
