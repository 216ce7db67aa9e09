// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "runturn.h"

#include "application/promptqueue.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/workflows/workflowengine.h"
#include "application/admission/agentadmission.h"
#include "application/taskrunnerruntime.h"
#include "cli/clioutput.h"
#include "cli/elicitationquestions.h"
#include "cli/eventtext.h"
#include "cli/terminal.h"
#include "models/agents/agentfailure.h"
#include "models/sessions/preparestep.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QPointer>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "RunTurn".
struct RunTurnWords {
    Q_DECLARE_TR_FUNCTIONS(RunTurn)
};

// One run: prints as events come and quits the application with the exit code.
class RunSession final : public QObject
{
public:
    RunSession(RunOptions options, TaskRunnerRuntime &runtime, QString task)
        : m_options(std::move(options))
        , m_runtime(runtime)
        , m_taskId(std::move(task))
    {
        TaskRunner &runner = m_runtime.runner();
        connect(&runner, &TaskRunner::prepareProgress, this, &RunSession::onPrepareProgress);
        connect(&runner, &TaskRunner::prepareCompleted, this, &RunSession::onPrepareCompleted);
        connect(&runner, &TaskRunner::agentEvent, this, &RunSession::onAgentEvent);
        connect(&runner, &TaskRunner::permissionRequested, this, &RunSession::onPermission);
        connect(&runner, &TaskRunner::inputRequested, this, &RunSession::onInput);
        // A turn's end sends the next queued prompt (`kandesk task queue` from anywhere); the run
        // ends once a turn ends with nothing queued.
        PromptQueue &queue = m_runtime.queue();
        connect(&queue, &PromptQueue::drained, this, [this](const QString &taskId, const QString &, const QString &reason) {
            if (taskId != m_taskId)
                return;
            if (!m_options.followWorkflow) {
                finish(ExitOk, reason);
                return;
            }
            m_turnEnded = reason;
            m_expectTurn = false;
            if (m_workflowWaits)
                finish(ExitOk, reason);
        });
        if (m_options.followWorkflow)
            followWorkflow(runner.workflow());
        connect(&queue, &PromptQueue::promptSent, this, &RunSession::onQueuedPromptSent);
        connect(&queue, &PromptQueue::failed, this, [this](const QString &taskId, const QString &, const QString &message) {
            if (taskId == m_taskId)
                finish(ExitFailure, {}, message);
        });
        connect(&runner, &TaskRunner::turnFailed, this, [this](const QString &taskId, const QString &, const QString &message) {
            if (taskId == m_taskId)
                finish(ExitFailure, {}, message);
        });
        connect(&m_interrupts, &InterruptWatcher::interrupted, this, &RunSession::onInterrupt);
    }

    // starter starts (or resumes) the turn and yields the session id.
    void start(const std::function<QFuture<Expected<QString>>(TaskRunner &)> &starter)
    {
        connect(&m_start, &QFutureWatcherBase::finished, this, [this] {
            const auto started = m_start.result();
            if (!started) {
                m_sessionId.clear(); // nothing runs: the runner stopped what it had started
                finish(ExitFailure, {}, started.error());
                return;
            }
            if (!started.value().isEmpty())
                m_sessionId = started.value();
            if (m_interrupted)
                finish(ExitInterrupted, {}, QStringLiteral("interrupted"));
            else if (m_pendingExit)
                finish(*m_pendingExit, m_pendingReason, m_pendingMessage);
        });
        m_start.setFuture(starter(m_runtime.runner()));
    }

private:
    // The workflow acts on each turn's end (or the hand move that began the run): when it asks the
    // agent for more, the run goes on; when the task waits for a person, the run ends with the turn.
    void followWorkflow(WorkflowEngine &workflow)
    {
        connect(&workflow, &WorkflowEngine::acted, this, [this](const QString &taskId, bool agentAsked) {
            if (taskId != m_taskId)
                return;
            if (agentAsked) {
                m_expectTurn = true;
                m_turnEnded.reset();
                m_workflowWaits = false;
            } else if (!m_expectTurn) {
                finish(ExitOk, m_turnEnded.value_or(QStringLiteral("waiting")));
            } else {
                m_workflowWaits = true; // the turn's own end follows
            }
        });
        connect(&workflow, &WorkflowEngine::agentNotStarted, this, [this](const QString &taskId, const QString &why) {
            if (taskId == m_taskId)
                finish(ExitFailure, {}, why);
        });
        // What the workflow could not do is in the transcript once a session exists; before, here.
        connect(&workflow, &WorkflowEngine::problem, this, [this](const QString &taskId, const QString &text) {
            if (taskId == m_taskId && m_sessionId.isEmpty())
                printError(m_options.command + QStringLiteral(": ") + text);
        });
    }

    void onPrepareProgress(const PrepareProgressEvent &event)
    {
        if (event.taskId != m_taskId)
            return;
        const QString status = prepareStepStatusName(event.step.status);
        const QString key = QString::number(event.index) + QLatin1Char(':') + status;
        if (m_reportedSteps.contains(key))
            return; // live output updates of a step already shown
        m_reportedSteps.insert(key);
        if (m_options.json) {
            QJsonObject line{{QStringLiteral("kind"), QStringLiteral("prepare_step")},
                             {QStringLiteral("index"), event.index},
                             {QStringLiteral("total"), event.total},
                             {QStringLiteral("name"), event.step.name},
                             {QStringLiteral("status"), status}};
            if (!event.step.command.isEmpty())
                line.insert(QStringLiteral("command"), event.step.command);
            if (!event.step.output.isEmpty() && event.step.status != PrepareStepStatus::Running)
                line.insert(QStringLiteral("output"), event.step.output);
            if (!event.step.error.isEmpty())
                line.insert(QStringLiteral("error"), event.step.error);
            if (!event.step.warning.isEmpty())
                line.insert(QStringLiteral("warning"), event.step.warning);
            printJson(line);
            return;
        }
        if (event.step.status == PrepareStepStatus::Running)
            return;
        QString text = QStringLiteral("[%1/%2] %3: %4").arg(event.index + 1).arg(event.total).arg(event.step.name, status);
        if (!event.step.error.isEmpty())
            text += QStringLiteral(" — ") + event.step.error;
        if (!event.step.warning.isEmpty())
            text += RunTurnWords::tr(" (warning: %1)").arg(event.step.warning);
        printLine(text);
    }

    void onPrepareCompleted(const PrepareCompletedEvent &event)
    {
        if (event.taskId != m_taskId)
            return;
        m_workspacePath = event.workspacePath;
        if (m_options.json) {
            QJsonObject line{{QStringLiteral("kind"), QStringLiteral("prepare_completed")},
                             {QStringLiteral("success"), event.success},
                             {QStringLiteral("workspace_path"), event.workspacePath},
                             {QStringLiteral("duration_ms"), event.durationMs}};
            if (!event.errorMessage.isEmpty())
                line.insert(QStringLiteral("error"), event.errorMessage);
            printJson(line);
        } else if (event.success) {
            printLine(RunTurnWords::tr("Workspace ready: %1").arg(event.workspacePath));
        }
    }

    void onAgentEvent(const QString &taskId, const QString &sessionId, const SessionEvent &event)
    {
        if (taskId != m_taskId)
            return;
        m_sessionId = sessionId;
        if (event.kind == SessionEvent::Kind::Error)
            m_failure = event.failure;
        if (m_options.json) {
            printJson({{QStringLiteral("kind"), QStringLiteral("agent_event")}, {QStringLiteral("session_id"), sessionId}, {QStringLiteral("event"), event.toJson()}});
            return;
        }
        const EventText said = m_narrator.say(event);
        if (!said.flowing.isEmpty()) {
            printOut(said.flowing);
            m_midLine = true;
        }
        if (said.lines.isEmpty())
            return;
        if (m_midLine) {
            printOut(QStringLiteral("\n"));
            m_midLine = false;
        }
        for (const QString &line : said.lines)
            said.problem ? printError(line) : printLine(line);
    }

    void onQueuedPromptSent(const QString &taskId, const QString &sessionId, const QueuedPrompt &prompt)
    {
        if (taskId != m_taskId)
            return;
        if (m_midLine) {
            printOut(QStringLiteral("\n"));
            m_midLine = false;
        }
        if (m_options.json) {
            printJson({{QStringLiteral("kind"), QStringLiteral("queued_prompt_sent")},
                       {QStringLiteral("session_id"), sessionId},
                       {QStringLiteral("prompt_id"), prompt.id},
                       {QStringLiteral("text"), prompt.text}});
        } else {
            printLine(QStringLiteral("> (queued) ") + prompt.text);
        }
    }

    void onPermission(const QString &taskId, const QString &sessionId, const SessionEvent &event)
    {
        if (taskId != m_taskId)
            return;
        const QString &pendingId = event.permission().pendingId;
        const QJsonArray &options = event.permission().options;
        const QString &title = event.text;
        if (m_options.autoApprove) {
            QString allow = optionOfKind(options, QLatin1StringView("allow"));
            if (allow.isEmpty())
                allow = options.at(0).toObject().value(QStringLiteral("option_id")).toString();
            answer(sessionId, pendingId, allow, QStringLiteral("auto"));
            return;
        }
        if (StdinLineReader::stdinIsTerminal()) {
            ask(sessionId, pendingId, title, options);
            return;
        }
        const QString reject = optionOfKind(options, QLatin1StringView("reject"));
        printError(m_options.command
            + RunTurnWords::tr(": permission \"%1\" rejected: standard input is not a terminal (pass --auto-approve to allow)")
                  .arg(title));
        answer(sessionId, pendingId, reject, QStringLiteral("rejected"));
    }

    void ask(const QString &sessionId, const QString &pendingId, const QString &title, const QJsonArray &options)
    {
        if (m_midLine) {
            printOut(QStringLiteral("\n"));
            m_midLine = false;
        }
        printError(RunTurnWords::tr("The agent asks: %1").arg(title));
        for (int i = 0; i < options.size(); ++i)
            printError(QStringLiteral("  %1) %2").arg(i + 1).arg(options.at(i).toObject().value(QStringLiteral("name")).toString()));
        printError(RunTurnWords::tr("Answer [1-%1]: ").arg(options.size()));
        readStdin();
        m_question = [this, sessionId, pendingId, options](const QString &line) {
            bool isNumber = false;
            const int choice = line.toInt(&isNumber);
            if (line.isNull()) { // end of input: refuse
                m_question = nullptr;
                answer(sessionId, pendingId, optionOfKind(options, QLatin1StringView("reject")), QStringLiteral("rejected"));
                return;
            }
            if (!isNumber || choice < 1 || choice > options.size()) {
                printError(RunTurnWords::tr("Answer with a number from 1 to %1: ").arg(options.size()));
                return;
            }
            m_question = nullptr;
            answer(sessionId, pendingId, options.at(choice - 1).toObject().value(QStringLiteral("option_id")).toString(),
                   QStringLiteral("user"));
        };
    }

    // Lines typed go to m_question (a null line: the input ended).
    void readStdin()
    {
        if (m_stdin)
            return;
        m_stdin = new StdinLineReader(this);
        // A copy runs: the question clears m_question (and its captures) once answered.
        connect(m_stdin, &StdinLineReader::endOfInput, this, [this] {
            if (const auto question = m_question)
                question(QString());
        });
        connect(m_stdin, &StdinLineReader::lineRead, this, [this](const QString &line) {
            if (const auto question = m_question)
                question(line.isNull() ? QStringLiteral("") : line);
        });
    }

    // The agent asks for input: on a terminal, its form a field at a time (or whether to open its
    // URL); without one it is declined. The input's end cancels it.
    void onInput(const QString &taskId, const QString &sessionId, const SessionEvent &event)
    {
        if (taskId != m_taskId)
            return;
        const SessionEvent::Elicitation &asked = event.elicitation();
        const QString pendingId = asked.pendingId;
        if (!StdinLineReader::stdinIsTerminal()) {
            printError(m_options.command
                + RunTurnWords::tr(": the agent's request for input (\"%1\") was declined: standard input is not a terminal")
                      .arg(event.text));
            answerInput(sessionId, pendingId, QStringLiteral("decline"));
            return;
        }
        if (std::exchange(m_midLine, false))
            printOut(QStringLiteral("\n"));
        printError(RunTurnWords::tr("The agent asks: %1").arg(event.text));
        readStdin();
        if (!asked.url.isEmpty()) {
            printError(RunTurnWords::tr("Open %1 in your browser and go on there? [y/N]: ").arg(asked.url));
            m_question = [this, sessionId, pendingId](const QString &line) {
                m_question = nullptr;
                const QString yes = line.trimmed().toLower();
                answerInput(sessionId, pendingId,
                            line.isNull() ? QStringLiteral("cancel")
                                          : (yes == QLatin1String("y") || yes == QLatin1String("yes") ? QStringLiteral("accept") : QStringLiteral("decline")));
            };
            return;
        }
        auto questions = std::make_shared<ElicitationQuestions>(asked.schema);
        printError(RunTurnWords::tr("(Enter keeps the value in brackets; * is required; end the input to cancel.)"));
        auto next = [this, sessionId, pendingId, questions] {
            if (!questions->done()) {
                printError(questions->question());
                return;
            }
            m_question = nullptr;
            if (const QString problem = questions->problem(); !problem.isEmpty()) {
                printError(problem);
                answerInput(sessionId, pendingId, QStringLiteral("cancel"));
                return;
            }
            answerInput(sessionId, pendingId, QStringLiteral("accept"), questions->content());
        };
        m_question = [this, sessionId, pendingId, questions, next](const QString &line) {
            if (line.isNull()) {
                m_question = nullptr;
                answerInput(sessionId, pendingId, QStringLiteral("cancel"));
                return;
            }
            QString error;
            if (!questions->answer(line, &error))
                printError(error);
            next();
        };
        next();
    }

    void answerInput(const QString &sessionId, const QString &pendingId, const QString &action, const QJsonObject &content = {})
    {
        if (m_options.json)
            printJson({{QStringLiteral("kind"), QStringLiteral("elicitation_answered")},
                       {QStringLiteral("pending_id"), pendingId},
                       {QStringLiteral("action"), action}});
        m_runtime.runner().respondToElicitation(sessionId, pendingId, action, content);
    }

    void answer(const QString &sessionId, const QString &pendingId, const QString &optionId, const QString &by)
    {
        const bool cancelled = optionId.isEmpty();
        if (m_options.json) {
            printJson({{QStringLiteral("kind"), QStringLiteral("permission_answered")},
                       {QStringLiteral("pending_id"), pendingId},
                       {QStringLiteral("option_id"), optionId},
                       {QStringLiteral("by"), by}});
        } else {
            printLine(QStringLiteral("[permission] %1 (%2)").arg(cancelled ? QStringLiteral("cancelled") : optionId, by));
        }
        m_runtime.runner().respondToPermission(sessionId, pendingId, optionId, cancelled);
    }

    void onInterrupt()
    {
        if (m_interrupted)
            return;
        m_interrupted = true;
        printError(m_options.command + RunTurnWords::tr(": interrupted; stopping the agent"));
        if (m_sessionId.isEmpty())
            return; // the start finishes first, then the execution stops
        m_runtime.runner().cancel(m_sessionId);
        finish(ExitInterrupted, {}, QStringLiteral("interrupted"));
    }

    // Stops the execution (nothing outlives the run), reports and quits with code.
    void finish(int code, const QString &stopReason, const QString &message = {})
    {
        if (m_finishing)
            return;
        if (!m_start.isFinished()) { // a continuation (afterSent) is pending, not running, until the start ends
            m_pendingExit = code; // the turn ended before the start finished: stop after it
            m_pendingReason = stopReason;
            m_pendingMessage = message;
            return;
        }
        m_finishing = true;
        if (m_midLine) {
            printOut(QStringLiteral("\n"));
            m_midLine = false;
        }
        auto report = [this, code, stopReason, message] {
            if (m_options.json) {
                QJsonObject line{{QStringLiteral("kind"), QStringLiteral("done")},
                                 {QStringLiteral("exit_code"), code},
                                 {QStringLiteral("task_id"), m_taskId},
                                 {QStringLiteral("session_id"), m_sessionId},
                                 {QStringLiteral("workspace_path"), m_workspacePath}};
                if (!stopReason.isEmpty())
                    line.insert(QStringLiteral("stop_reason"), stopReason);
                if (!message.isEmpty())
                    line.insert(QStringLiteral("error"), message);
                if (code != ExitOk && !m_failure.isEmpty()) {
                    // The reason in full: the agent's last stderr lines and what to do.
                    line.insert(QStringLiteral("stderr"), m_failure.value(QStringLiteral("stderr_tail")).toArray());
                    line.insert(QStringLiteral("advice"), m_failure.value(QStringLiteral("advice")).toArray());
                    line.insert(QStringLiteral("failure"), m_failure);
                }
                printJson(line);
            } else if (code == ExitOk) {
                printLine(RunTurnWords::tr("Done (%1). Workspace: %2").arg(stopReason, m_workspacePath));
            }
            if (code != ExitOk) {
                // Text mode said the failure in full as it happened; JSON mode says it here for people.
                const bool full = m_options.json && !m_failure.isEmpty();
                printError(m_options.command + QStringLiteral(": ") + (full ? AgentFailure::fromJson(m_failure).fullText() : message));
            }
            QCoreApplication::exit(code);
        };
        if (m_sessionId.isEmpty() || !m_runtime.runner().isRunning(m_sessionId)) {
            report();
            return;
        }
        m_stop.setFuture(m_runtime.runner().stop(m_sessionId));
        connect(&m_stop, &QFutureWatcherBase::finished, this, [this, report] {
            if (const auto stopped = m_stop.result(); !stopped)
                printError(m_options.command + RunTurnWords::tr(": stopping the agent failed: ") + stopped.error());
            report();
        });
    }

    RunOptions m_options;
    TaskRunnerRuntime &m_runtime;
    QString m_taskId;
    QString m_sessionId;
    QString m_workspacePath;
    InterruptWatcher m_interrupts;
    StdinLineReader *m_stdin = nullptr;
    std::function<void(const QString &)> m_question;
    QFutureWatcher<Expected<QString>> m_start;
    QFutureWatcher<Status> m_stop;
    QSet<QString> m_reportedSteps;
    QJsonObject m_failure; // the agent's last failure, as the runner described it
    std::optional<int> m_pendingExit;
    QString m_pendingReason;
    QString m_pendingMessage;
    bool m_midLine = false;
    EventNarrator m_narrator;
    bool m_interrupted = false;
    bool m_finishing = false;
    // Following a workflow: whether a turn is awaited, how the last one ended, and whether the
    // workflow left the task waiting after it.
    bool m_expectTurn = false;
    std::optional<QString> m_turnEnded;
    bool m_workflowWaits = false;
};

} // namespace

QString optionOfKind(const QJsonArray &options, QLatin1StringView prefix)
{
    for (const QJsonValue &value : options) {
        const QJsonObject option = value.toObject();
        if (option.value(QStringLiteral("kind")).toString().startsWith(prefix))
            return option.value(QStringLiteral("option_id")).toString();
    }
    return {};
}

namespace {

// A start that waits for room says so once per reason, on stderr (stdout stays the run's).
void sayWhileWaiting(const RunOptions &options, AgentAdmission &admission)
{
    admission.setMaxRunningAgents(options.maxRunningAgents);
    auto said = std::make_shared<QString>();
    QObject::connect(&admission, &AgentAdmission::waitingChanged, &admission, [&admission, said, command = options.command] {
        const QList<AgentAdmission::Waiting> waiting = admission.waiting();
        const QString reason = waiting.isEmpty() ? QString() : waiting.constFirst().reason;
        if (reason.isEmpty() || reason == *said)
            return;
        *said = reason;
        printError(
            RunTurnWords::tr("%1: waiting to start: %2; it starts by itself when that clears "
                      "(max-running-agents: kandesk settings set max-running-agents N, or --max-running-agents N)")
                .arg(command, reason));
    });
}

} // namespace

int withRuntime(const RunOptions &options, Stores &stores, const std::function<int(TaskRunnerRuntime &)> &body)
{
    int code = ExitFailure;
    {
        // Profile secrets are read from the stores' vault, where they were stored.
        TaskRunnerRuntimeConfig config;
        config.keepSpareAgentctl = false; // one session, then the process ends
        config.admissionPressure = std::make_shared<ProcPressureSource>();
        auto runtime = TaskRunnerRuntime::create(stores, config);
        if (!runtime) {
            printError(options.command + QStringLiteral(": ") + runtime.error());
            return ExitFailure;
        }
        sayWhileWaiting(options, *runtime.value()->runner().admission());
        for (const QString &warning : runtime.value()->runner().syncCustomAgents())
            printError(options.command + QStringLiteral(": ") + warning);
        code = body(*runtime.value());
        runtime.value()->runner().flush();
    } // the runtime stops whatever still runs before the stores and the database go
    return code;
}

int driveTurn(const RunOptions &options, Stores &stores, const QString &taskId, const QJsonObject &firstLine,
              const std::function<QFuture<Expected<QString>>(TaskRunner &)> &starter)
{
    return withRuntime(options, stores, [&](TaskRunnerRuntime &runtime) {
        RunSession session(options, runtime, taskId);
        if (options.json)
            printJson(firstLine);
        // The runner records the user's prompt without announcing it: what it carried is said here.
        if (!options.images.isEmpty()) {
            if (options.json) {
                printJson({{QStringLiteral("kind"), QStringLiteral("user_prompt")}, {QStringLiteral("text"), options.prompt},
                           {QStringLiteral("attachments"), attachmentSummaries(options.images)}});
            } else {
                for (const PromptAttachment &image : options.images)
                    printLine(QStringLiteral("> ") + image.summary());
            }
        }
        session.start(starter);
        return QCoreApplication::exec();
    });
}

} // namespace kandesk::cli
