# Собствените съобщения на grader, на български. Всеки ключ тук го има и в en.ftl, и в de.ftl.

## Класове грешки: кратко име и защо е важно, с думи, които ученикът разбира.
class-not-done = още не е готово
class-not-done-why = В упражнението още има todo!(): оттам започваш.
class-compile-error = не се компилира
class-compile-error-why = Компилаторът обяснява всяка грешка по-горе; поправи първо първата.
class-forbidden-api = отхвърлено преди компилиране
class-forbidden-api-why = grader може да изследва само нишки и ключалки, които вижда: тези от conveyor.
class-lost-item = изгубен елемент
class-lost-item-why = Всеки елемент, който влезе в опашката, трябва да излезе точно веднъж: изчезналата поръчка никога не се опакова.
class-duplicate-item = елемент, взет два пъти
class-duplicate-item-why = Две нишки взеха един и същ елемент: проверката и взимането трябва да стават под една ключалка.
class-capacity-exceeded = превишен капацитет (няма обратен натиск)
class-capacity-exceeded-why = Пълната опашка трябва да кара put да чака; така бавната страна задържа бързата.
class-deadlock = нишка чака вечно
class-deadlock-why = Нишка чака нещо, което никоя друга нишка никога няма да направи.
class-no-recheck = събудената нишка не проверява отново
class-no-recheck-why = Друга нишка може да е по-бърза от тази, която си събудил: чакай в цикъл while, а не зад if.
class-busy-wait = активно чакане
class-busy-wait-why = Чакащата нишка трябва да спи в Condvar::wait, а не да опитва пак и пак: постоянните опити изгарят цяло ядро.
class-wrong-output = грешен изход
class-wrong-output-why = Това, което програмата отпечатва или връща, не е това, което иска упражнението.
class-out-of-order = грешен ред
class-out-of-order-why = Елементите и резултатите трябва да запазят реда си: който влезе пръв, излиза пръв; резултатите идват по реда на входа.
class-not-concurrent = задачите не вървят едновременно
class-not-concurrent-why = Пул с N работника държи N задачи да вървят едновременно, докато задачи чакат работник: с по-малко едновременно е по-бавен, отколкото може да бъде.
class-too-many-threads = твърде много нишки
class-too-many-threads-why = Пулът има постоянен брой нишки; нишка за всяка задача е точно това, което пулът трябва да избегне.
class-worker-died = работник умря
class-worker-died-why = Грешка или паника в една задача не бива да спира нишката, която я изпълнява.
class-early-close = затворен твърде рано
class-early-close-why = Затварянето трябва да изчака, докато не свърши всяка вече раздадена задача.
class-panic = паника
class-panic-why = Кодът ти изпадна в паника; съобщението и редът показват къде.
class-timeout = изтекло време
class-timeout-why = Проверката не напредна навреме: нишка, която се върти, без никога да чака, може да спре само часовникът.
class-resource-limit = ограничение на ресурсите
class-resource-limit-why = Проверката използва повече памет или изход, отколкото ѝ е позволено.
class-crash = срив
class-crash-why = Процесът на проверката свърши без резултат: сигнал, abort, препълване на стека или собствен exit.
class-wrong-answer = грешен отговор
class-wrong-answer-why = Въпрос от теста е с грешен отговор: прочети пак раздела от урока и опитай отново с grader quiz.

## Какво намериха проверките (общо за всички уроци).
not-done = { $function ->
    [none] още не е готово: започни от { $file }:{ $line }
   *[other] още не е готово: започни от { $file }:{ $line } (`{ $function }`)
}
deadlock = Всички останали нишки чакат и нищо не може да ги събуди: { $threads }.
deadlock-lock-kept = Всички останали нишки чакат и нищо не може да ги събуди: { $threads }. Една от тях чака, докато държи ключалка, която другите трябва да вземат, така че никой не може да влезе и да промени това, което тя чака. Пусни ключалката, преди да чакаш друга нишка; wait на Condvar пуска само своята.
deadlock-lock-cycle = Всички останали нишки чакат и нищо не може да ги събуди: { $threads }. Те чакат в кръг ключалките една на друга: никое notify не би им помогнало.
deadlock-after-panic = { $died } завърши с паника в { $file }:{ $line }: { $message }. След това тези нишки чакат вечно: { $threads }. Това, което { $died } още трябваше да направи за тях, така и не стана. Паниката е грешката; чакането само следва от нея.
worker-ended-early = { $thread } спря при t={ $at }, когато { $waiting ->
        [one] една задача, която отнема време, още не беше започнала
       *[other] { $waiting } задачи, които отнемат време, още не бяха започнали
    }, и никой работник не зае мястото му: оттам нататък едновременно вървяха по-малко задачи, отколкото пулът има работници. Работникът взема задачи, докато не остане нито една: прекъсва ли цикъла му `return` или `?` при грешка на задача? Предай грешката с резултата на тази задача и вземи следващата.
timeout-rescue = { $thread } чакаше в { $call } ({ $wait }) и продължи само защото времето му изтече при t={ $at }: всички други нишки, които още можеха да работят, също чакаха, и никой не я събуди. Без ограничението на времето щеше да чака вечно. Който промени това, което тя чака, трябва да я събуди: notify_one или notify_all за Condvar, send за канал.
timeout-rescue-in-wait = { $thread } чакаше в { $wait } и продължи само защото времето му изтече при t={ $at }: всички други нишки, които още можеха да работят, също чакаха, и никой не я събуди. Без ограничението на времето щеше да чака вечно. Който промени това, което тя чака, трябва да я събуди: notify_one или notify_all за Condvar, send за канал.
step-limit = Една нишка продължи да работи, без да напредва: опитва пак и пак, вместо да чака.
step-limit-in = { $thread } продължи да работи в { $call }, без да напредва: опитва пак и пак, вместо да чака.
student-panic = Кодът ти изпадна в паника в { $file }:{ $line }: { $message }
check-own-panic = Една проверка спря в собствения си код ({ $message }): кодът ти върна или направи нещо, с което тя не можа да се справи. Стъпките по-горе показват какво направи кодът ти. Ако кодът ти ти изглежда правилен, покажи това на учителя си.
check-lost-finding = Проверката се провали, без да каже защо: моля, кажи на учителя си.
capacity-exceeded = В опашката имаше поне { $inside } елемента, а капацитетът ѝ е { $capacity }.
duplicate-item = { $item } е взет { $times } пъти, а е сложен само веднъж.
unknown-item = { $item } е взет, но никой не го е сложил.
lost-item = { $count } от { $sent } елемента влязоха и никога не излязоха: { $missing }.
busy-wait = { $call } направи { $ops } операции (ключалка, атомарни или yield), докато чакаше: опитва пак и пак, вместо да спи в wait().
stuck-in = { $thread } в { $call }
ran-one-at-a-time = { $tasks } задачи по { $each } на { $workers } работници отнеха { $took }: изпълниха се една по една. Работниците на пула трябва да работят едновременно.
ran-too-few-at-once = { $tasks } задачи на { $workers } работници отнеха { $took } и най-много { $most } от тях някога вървяха едновременно, а трябваше { $want }.

## Преди проверките.
forbidden-std-sync = `{ $found }` идва от std::sync: импортирай от conveyor::sync, за да може да се изследва всяко преплитане на нишките.
forbidden-std-thread = `{ $found }` идва от std::thread: импортирай от conveyor::thread, за да може да се изследва всяко преплитане на нишките.
forbidden-std-instant = `{ $found }` е часовникът на std, който изследователят не вижда: използвай conveyor::time::Instant (същите методи); в грейдъра той върви по виртуалния часовник на изследователя, а при истински нишки е този на std.
forbidden-std-rename = `{ $found }` преименува std, а това би скрило за какво се използва: пиши пътищата std:: изцяло.
forbidden-write-instead = { $file }:{ $line }: `{ $found }` → напиши `{ $instead }`
forbidden-conveyor-why = Нишките, ключалките и часовникът на conveyor имат същите методи като тези на std, а изследователят ги вижда: така опитва всяко преплитане.
file-missing = { $file } не може да се прочете: { $error }
compile-error = { $file } не се компилира:
api-mismatch = { $file } се компилира, но проверките не могат да го използват: запази публичния API на упражнението точно такъв, какъвто е даден.
setup-error = grader не успя да построи проверките (не е по твоя вина): { $error }
grading-cancelled = Проверката беше спряна преди края си: тя не казва нищо за твоя код.
cannot-start = Проверката не може да започне: { $error }
timeout = Няма напредък от { $seconds } s: проверката беше спряна. Цикъл, който никога не чака, не може да бъде прекъснат по друг начин.
crash-signal = Процесът на проверката беше убит от сигнал { $signal }, преди да докладва (срив, abort или препълване на стека).
crash-exit = Процесът на проверката свърши с код { $code }, преди да докладва: кодът ти вика ли exit или abort?
crash-unknown = Процесът на проверката свърши без доклад.
snapshot-missing = Очакваният изход { $file } не може да се прочете: { $error }
main-not-done = Програмата спира на todo!() в { $file }.
main-failed = Програмата не завърши добре:
    { $stderr }
output-differs = Изходът на програмата не е очакваният.

## Докладът.
checking = Проверка на { $id } ({ $file })…
check-skipped = не е пусната
grader-error = не можа да се провери
grader-fault = Грейдърът се провали, докато оценяваше това упражнение (не е по твоя вина и не губиш точки): { $error }
scenario = Сценарий: { $scenario }
stuck-threads = Заседнали: { $threads }
diff-legend = - очаквано, + отпечатано:
replay-with = Пусни отново точно това преплитане:
more-failing = { $count ->
    [one] Още една проверка също не минава.
   *[other] Още { $count } проверки също не минават.
}
verdict-pass = { $id }: всички проверки минават. Браво!
verdict-fail = { $id }: още не. Поправи показаната по-горе грешка и провери пак.
verdict-error = { $id } не можа да се провери.
verdict-replay-pass = { $id }: пуснатото отново преплитане на { $check } вече не се проваля с този код. Това беше едно преплитане на една проверка: пусни `{ $command }` за всички проверки.

## Команди.
no-workspace = Тук няма работна папка на курса ({ $dir }): пусни grader в папката на курса.
bad-manifest = Манифестът на един урок е повреден: { $error }
unknown-exercise = Няма упражнение { $id }. Упражнения: { $known }
did-you-mean = Имаше ли предвид { $id }?
course-empty = Курсът няма упражнения: нито един lessons/*/lesson.toml не посочва такова.
bad-replay = --replay приема CHECK:SCENARIO:SCHEDULE, точно както го отпечатва проверка, която не е минала.
list-name = упражнение
list-status = състояние
list-title = заглавие
status-not-started = не е започната
status-failing = не минава
status-done = готова
no-hints = { $id } няма подсказки.
hint-number = Подсказка { $n } от { $of }:
hint-more = Попитай пак за следващата подсказка: grader hint { $id }
hint-more-watch = Натисни пак h за следващата подсказка.
verify-expected = очаквано { $class }, получено
verify-ok = Всеки stub се проваля, всяко решение минава, всеки мутант е хванат.
verify-failed = Някои проверки не си вършат работата (виж ✗ по-горе).

## Времевата линия на едно неуспешно преплитане.
timeline-title = Какво се случи, стъпка по стъпка ({ $steps ->
    [one] 1 стъпка на планировчика
   *[other] { $steps } стъпки на планировчика
  }, { $preemptions ->
    [one] 1 прекъсване
   *[other] { $preemptions } прекъсвания
  }):
timeline-returns = { $call } се връща
timeline-wakes-at = { $call } се събужда при t={ $time }
timeline-returns-at = { $call } се връща при t={ $time }
timeline-timed-out = времето на { $call } изтече при t={ $time }
timeline-forever = чака вечно
timeline-waiting = чака
timeline-waited-until = { $thread } чакаше в { $call } от стъпка { $step }, докато времето ѝ изтече при t={ $time }: никой не я събуди.
timeline-the-condvar = Condvar-а
timeline-the-condvar-named = Condvar-а { $code }
timeline-lock-place = ред { $line }
timeline-lock-place-named = { $code }, ред { $line }
timeline-lock-let-go = пуска ключалката
timeline-lock-let-go-at = пуска ключалката ({ $at })
timeline-lock-again = взима ключалката отново
timeline-lock-again-at = взима ключалката отново ({ $at })
timeline-panicked = свършва с паника
timeline-folded = … още { $count } стъпки, в които { $threads } { $many ->
    [one] продължава
   *[other] продължават
} …
timeline-stuck = { $thread } чака в { $call } от стъпка { $step }.
timeline-idle = Горе не се виждат нито веднъж (нито sleep, ключалка или чакане от тях): { $threads }.
timeline-look-at = Виж { $function } в { $file }:{ $line }.
note-over-capacity = вече поне { $inside } вътре, капацитет { $capacity }
unknown-lesson = Няма урок { $id }. Уроци: { $known }
lesson-missing = Урокът { $id } още няма текст.

## Всеки ден: watch, next, reset, solution.
watch-watching = Следя { $file }: всяко записване го проверява отново.
watch-polling = Следя { $file }, като търся промени на всеки { $seconds } s: всяко записване го проверява отново.
watch-events-failed = Тук няма файлови събития ({ $error }): вместо това проверявам периодично за промени.
watch-no-events = Файлът беше записан, без да дойде файлово събитие, значи тук файловите събития не работят: отсега проверявам периодично за промени.
watch-keys = Клавиши: n следващо упражнение · h подсказка · l списък · r връщане · c провери сега · q изход
watch-why-start = първа проверка
watch-why-saved = след записване
watch-why-asked = проверка по желание
watch-building = компилира се…
watch-exploring = { $check } · изследвани преплитания: { $schedules } · неуспешни проверки: { $failed }
watch-took = { $seconds } s · изпълнени проверки: { $checks } · изследвани преплитания: { $schedules }
watch-more-lines = … още { $count } реда не са показани тук: grader check { $id } показва всички.
watch-passed-next = { $id } е готово! Натисни n за следващото упражнение, { $next }.
watch-no-next = Не е останало друго упражнение.
watch-stopped = (текущата проверка беше спряна)
watch-bye = Следенето приключи.
next-all-done = Всички упражнения са готови. Браво!
next-exercise = Следва: { $id } · { $slug } · { $title }
next-read = Прочети: { $file }
next-edit = Редактирай: { $file }
next-then = После: grader check { $id } или grader watch { $id }, за да се проверява при всяко записване.
reset-ask = Да върна ли заготовката в { $file }? Твоята версия се запазва в { $backups }. [д/N]
reset-declined = Нищо не беше променено.
reset-already = { $file } вече е заготовката: няма какво да се връща.
reset-from-git = от git, HEAD
reset-done = { $id }: { $file } отново е заготовката ({ $from }).
reset-backup = Твоята версия е запазена в { $backup }.
reset-failed = { $file } не може да бъде записан: { $error }
solution-not-yet = { $id } още не е готово: примерното решение се показва, след като упражнението мине. Провери го с: grader check { $id }
solution-missing = Няма примерно решение в { $file }.
solution-header = { $id }: твоето решение до примерното
solution-yours = твое: { $file }
solution-reference = примерно: { $file }

## За преподаватели: grader new и какво grader verify отчита, че още липсва.
new-unknown-lesson = Няма урок { $lesson }. Уроци: { $known }. За да започнеш урока { $lesson } с това упражнение: grader new { $lesson } { $slug } --new-lesson
new-lesson-exists = Урокът { $lesson } вече съществува: махни --new-lesson.
new-bad-lesson = „{ $lesson }“ не може да е име на урок: използвай малки латински букви, цифри и единични тирета, като започва с буква.
new-bad-slug = „{ $slug }“ не може да е име на упражнение: използвай малки латински букви, цифри и единични тирета, като започва с буква.
new-slug-taken = Името { $slug } вече е заето.
new-number-taken = Номер { $number } вече е зает от { $slug }.
new-exists = { $file } вече съществува: нищо не беше променено.
new-failed = { $file } не може да бъде записан: { $error }
new-created = Създадено е { $id } ({ $slug }) в урока { $lesson }:
new-next = После: grader verify { $slug } изброява какво още трябва да се напише; всяко TODO(teacher) отбелязва едно от тези неща.
verify-gap-own = написано за това упражнение
verify-gap-lesson = написано за този урок
verify-gap-example = все още примерът от grader new (TODO(teacher))
verify-gap-title = заглавие на всеки език
verify-gap-hints = подсказки на всеки език
verify-gap-languages = липсва или е заместител на { $langs }
verify-gap-checks = поне една проверка
verify-gap-none = няма
verify-gap-empty = празно
verify-gap-snapshot = изходът на дадения main
verify-gap-mutant = собствен мутант
verify-gap-only-example = само примерът от grader new
verify-gap-check = проверка { $check }
verify-gap-fails-on-stub = да не минава при заготовката
verify-gap-passes = минава: никога не извиква кода на студента
verify-gap-caught = мутант, при който не минава
verify-gap-never-fails = нито един мутант не я проваля
verify-names-same = едни и същи имена на проверките в lesson.toml и checks.rs
verify-names-in-manifest = [[exercise.check]] с това име в lesson.toml
verify-names-never-runs = няма: тази проверка никога не се изпълнява
verify-names-in-checks = Check с това име в main на checks.rs
verify-names-crashes = няма: студентът би видял тази проверка да се срине
verify-names-once = една проверка с това име
verify-names-times = { $count } проверки с това име
accept-output-wrote = записан е { $file }
accept-output-unchanged = { $file } е без промяна
accept-output-failed = Даденият main не стигна до края си с примерното решение, затова не е записан снапшот: { $error }
accept-output-none = { $id } няма проверка на изхода (kind = "snapshot"), за която да се запише снапшот.
accept-output-next = После: grader verify { $id }

## Решения, на които не се доверяваме: още откази преди компилиране.
forbidden-unsafe = `{ $found }` е небезопасен код (unsafe): грейдърът не може да гарантира какво прави той с проверките. Напиши упражнението на безопасен Rust; conveyor има всички ключалки и нишки, които ти трябват.
forbidden-process = `{ $found }` идва от std::process и може да спира или пуска процеси зад гърба на проверките: махни го и просто се връщай от функциите си.
forbidden-fs = `{ $found }` идва от std::fs: упражнението не чете и не пише файлове. Дръж данните си в паметта.
forbidden-env = `{ $found }` чете средата (environment), а тя е на грейдъра, не на упражнението: подавай стойностите като аргументи.
forbidden-net = `{ $found }` идва от std::net: упражнението не отваря връзки. Нишките си говорят през опашката или през conveyor::sync::mpsc.
forbidden-os = `{ $found }` идва от std::os и стига направо до операционната система: използвай преносимите интерфейси на std и conveyor.
forbidden-panic-hook = `{ $found }` би поел съобщаването на паниките, на което проверките разчитат: не пипай `std::panic::set_hook` (`catch_unwind` е позволен).
forbidden-include = `{ $found }` чете друг файл по време на компилация, а грейдърът взима само твоя src/lib.rs: сложи в него всичко нужно.
forbidden-path-attribute = `{ $found }` взима модул от друг файл, а грейдърът взима само твоя src/lib.rs: напиши модула вътре, mod name {"{"} … {"}"}.
forbidden-mod-file = `{ $found }` включва друг файл, а грейдърът взима само твоя src/lib.rs: напиши модула вътре, mod name {"{"} … {"}"}, или премести кода му в lib.rs.
forbidden-extern = `{ $found }` свързва код извън упражнението: махни го; всичко нужно е в std и conveyor.
forbidden-asm = `{ $found }` е асемблер или код за конкретен процесор: напиши упражнението на обикновен Rust.
forbidden-probe = `{ $found }` е начинът, по който проверките наблюдават кода ти, и ако го извикаш сам, ще промениш това, което виждат: остави conveyor::probe на проверките.
forbidden-glob = `{ $found }` би внесъл имена, които грейдърът трябва да разпознава по пътя им: импортирай по име това, което ползваш, напр. use std::collections::VecDeque;
forbidden-macro-path = `{ $found }` кара макрос да сглобява път или извикване на макрос от входа си, а това скрива какво се извиква: изпиши пътя изцяло в макроса.
forbidden-unparsed = { $file } използва синтаксис, който грейдърът не може да прочете ({ $error }), затова не може да види какво ползва кодът: пиши със стабилен синтаксис на Rust.
forbidden-too-deep = `{ $found }` тук е вложен по-дълбоко, отколкото е нужно на което и да е упражнение (скоби, оператори, извиквания или типове едни в други, стотици нива), а грейдърът не чете толкова дълбок код: раздели го на по-малки части, с let променливи или функции.

## Решения, на които не се доверяваме: граници.
build-timeout = Компилирането на { $file } продължи повече от { $seconds } s и беше спряно: дали константа или макрос не държи компилатора зает безкрайно?
forbidden-thread-local = `{ $found }` пази състояние за всяка нишка на ОС: изследователят пуска всички нишки на една, така че те биха споделяли това, което истинските нишки не споделят. Пази състоянието в опашката, зад нейната ключалка.
real-threads-hang = На истински нишки този сценарий не завърши за { $seconds } s, макар че всяко преплитане, което изследователят опита, завърши: дали не пазиш състояние за всяка нишка (`thread_local!`), дали някоя нишка не спи или чака дълго, или ползваш ключалка или нишка, които не са от conveyor?
build-limit = Компилирането на { $file } стигна границите на компилатора ({ $mib } MiB памет, { $file_mib } MiB на файл) и беше спряно: дали константа, static или включен файл не карат компилатора да държи или пише толкова много?
spin-budget = Не е изпълнена: по-ранна проверка вече стигна границата си от { $seconds } s, а останалите само биха чакали същото. Първо поправи тази проверка.
output-flood = Проверката изведе повече от { $kib } KiB и беше спряна: дали кодът ти не печата в цикъл? Изходът започваше така:
    { $output }
out-of-memory = Проверката използва повече от { $mib } MiB памет и беше спряна: дали кодът ти не добавя безкрайно към някоя колекция?
crash-stack-overflow = Процесът на проверката препълни стека си: дали някоя функция не се извиква сама безкрайно?

## Решения, на които не се доверяваме: какво е взето и какво е пренебрегнато.
submission-missing = В решението няма { $file }: няма какво да се оценява, значи упражнението още не е готово.
submission-not-a-file = { $file } (връзка или твърде голям, не обикновен файл с код)
submission-changed = { $file } (променен)
submission-new = { $file } (нов)
submission-more = още { $count }
submission-truncated = и още файлове освен разгледаните { $count }
submission-ignored = Пренебрегнато, защото се оценява само всеки exercises/NN-name/src/lib.rs (при тест answers.toml): { $files }
checking-submission = Проверявам решението в { $dir }…

## grader grade: цял клас наведнъж.
grade-points = { $points } от { $max } точки
grade-submission = решение
grade-total = точки
grade-shard = Част { $index } от { $count }: { $taken } от { $given } решения.
grade-done = { $count ->
    [one] Едно решение е оценено
   *[other] { $count } решения са оценени
} за { $seconds } s с { $jobs ->
    [one] един работен процес
   *[other] { $jobs } работни процеса
}: { $points } от { $max } точки.
grade-bad-shard = --shard приема I/N с 1 ≤ I ≤ N, напр. --shard 2/3.
grade-not-a-folder = Не е папка с решение: { $dir }
main-timeout = Програмата не завърши за { $seconds } s на истински нишки: някоя нишка може би чака вечно (липсващо отровно хапче, изгубено събуждане) или се върти напразно.

## Защо се провали, както го показва ходът.
no-recheck-panic = { $thread } се събуди в { $call }, продължи, без да провери отново, и изпадна в паника: { $message }
cause-lost-wake-up = { $notify } на стъпка { $step } събуди { $woken }, която чака в { $woken_call }, докато { $waiting } в { $waiting_call } продължи да чака: нея трябваше да събуди. С една Condvar за двата вида чакане notify_one може да събуди грешния вид: използвай две Condvar или notify_all.
cause-notified-before-change = { $notify } на стъпка { $step } дойде, преди { $notifier } да промени това, което другите чакат (стъпка { $change }): { $woken } се събуди твърде рано, не намери нищо променено и пак зачака, а след промяната никой не събуди { $waiting } в { $waiting_call }. Извиквай notify след промяната, не преди нея.
cause-only-one-woken = { $notify } на стъпка { $step } събуди само { $woken }; { $waiting } чака в { $waiting_call } същото и никой не я събужда. Когато всяка чакаща нишка трябва да научи за промяна, използвай notify_all.
cause-forgotten-notify = Никой не е известил { $condvar }, на който { $thread } чака от стъпка { $step } (в { $call }): който промени това, което се чака, трябва да извика notify_one или notify_all.
cause-forgotten-notify-by = Последното извикване, което се изпълни докрай оттогава, е { $culprit_call } в { $culprit } (стъпка { $culprit_step }), и то не извести никого: ако то променя това, което { $thread } чака, там липсва notify.
cause-forgotten-notify-before = Преди това { $culprit_call } в { $culprit } се изпълни докрай (стъпка { $culprit_step }) и оттогава нищо не се е изпълнило: ако то е трябвало да промени това, което { $thread } чака, търси там.
cause-forgotten-notify-other = Последното извикване, което се изпълни докрай оттогава, е { $culprit_call } в { $culprit } (стъпка { $culprit_step }): то направи { $other }, но не извести { $condvar }. Ако то променя това, което { $thread } чака, там трябва да се извести { $condvar }.
cause-lost-update = { $thread } пусна ключалка в { $call } на стъпка { $let_go } и я взе отново на стъпка { $again }; междувременно { $other } промени това, което тази ключалка пази, в { $other_call } (стъпка { $other_step }). Това, което { $thread } беше прочела, преди да я пусне, беше остаряло, когато писа след това: промяната на { $other } се загуби. Четѝ и пиши, без да пускаш ключалката между двете.
cause-lost-update-outside = { $thread } пусна ключалка в { $call } на стъпка { $let_go } и я взе отново на стъпка { $again }; междувременно { $other } промени това, което тази ключалка пази (стъпка { $other_step }). Това, което { $thread } беше прочела, преди да я пусне, беше остаряло, когато писа след това: промяната на { $other } се загуби. Четѝ и пиши, без да пускаш ключалката между двете.
cause-lost-update-waiting = Никой не е известил { $condvar }, откакто { $waiting } започна да чака на него в { $waiting_call } на стъпка { $since }: ако това, което чака, е това, което { $other } промени, тази промяна е загубена и notify няма да я върне.
timeline-with-notify = { $call } · { $notify }
cause-woken-unchanged = Нишката { $thread } беше събудена на стъпка { $woke }, провери отново и на стъпка { $step } пак започна да чака (в { $call }): това, което чака, не се беше променило, и оттогава никой не я е известил.
cause-woken-unchanged-by = Нишката { $thread } беше събудена на стъпка { $woke } от notify на стъпка { $notify } в { $culprit_call } ({ $culprit }), провери отново и на стъпка { $step } пак започна да чака (в { $call }): това, което чака, не се беше променило. Който известява, трябва първо да промени това, което се чака: виж { $culprit_call }.
cause-no-recheck-taken = { $other } завърши { $other_call } на стъпка { $other_step }, между notify на стъпка { $notify } и събуждането на { $thread } на стъпка { $woke }: това, за което беше събудена, вече го нямаше.
cause-no-recheck = { $thread } се събуди на стъпка { $woke } и не провери дали може да продължи.
cause-lock-held-in = { $waiting } чака ключалка, която { $holder } държи, докато е в { $call }.
cause-lock-held = { $waiting } чака ключалка, която { $holder } държи.
cause-lock-held-at = { $waiting } чака ключалка ({ $wanted_at }), която { $holder } взе ({ $taken_at }) и държи, докато е в { $call }.
cause-queued-while-idle = { $call } се върна на стъпка { $step }, но никоя нишка не започна задача { $task }: тя чака зад { $busy_call } на { $busy }, докато { $idle } не е в никоя задача и чака работа.
cause-lock-link = { $thread } държи ключалка { $holds } и чака ключалка { $wants }
cause-lock-link-at = { $thread } държи ключалка { $holds } ({ $holds_at }) и чака ключалка { $wants } ({ $wants_at })
cause-lock-cycle = Ключалките се чакат една друга в кръг: { $links }. Заключвай винаги в един и същи ред.
timeline-order = поръчка { $id }
timeline-pill = хапче
timeline-orders = { $count ->
    [one] { $count } поръчка
   *[other] { $count } поръчки
}
timeline-of-task = на задача { $task }
thread-main = main
thread-thread = нишка
thread-producer = производител
thread-consumer = потребител
thread-packer = опаковчик
thread-front = сайт
thread-site = сайт
thread-entrance = вход
thread-worker = работник
build-once = Проверките на { $id } се компилират за първи път: изследователят (shuttle), conveyor, grader-kit и твоето упражнение. Това става веднъж и отнема около минута; следващите проверки тръгват за секунди.
## grader quiz и отговорите на тест.
quiz-kind-output = Предвиди изхода
quiz-kind-fill-in = Попълни
quiz-kind-find-the-bug = Намери грешката
quiz-kind-choice = Провери се
quiz-prompt-output = Напиши редовете, които отпечатва, по един на ред, после празен ред:
quiz-prompt-fill-in = Какво липсва на празното място?
quiz-prompt-find-the-bug = Номерът на реда с грешката:
quiz-prompt-choice = Твоят избор (a–{ $last }):
quiz-not-an-option = { $given } не е от възможностите: напиши буква от a до { $last }.
quiz-not-a-line = { $given } не е ред от програмата: напиши число от 1 до { $last }.
quiz-not-text = { $given } не може да се прочете като отговор: напиши го в кавички ("b"), като число (3) или като списък от редове (["true", "false"]).
quiz-bad-file = { $file } не може да се прочете: { $error }. Поправи го на ръка или си върни празния с grader reset.
quiz-unanswered = Още без отговор: grader quiz { $id } ще те попита, или напиши отговора си в { $file }.
quiz-not-done-why = Въпрос без отговор още не е готов: grader quiz ще те попита.
quiz-wrong-answer = Отговорът ти { $given } не е верен. { $hint }
quiz-file-header = Отговорите ти на теста { $id }. grader quiz { $id } задава въпросите и
    записва отговорите ти тук; можеш да ги напишеш и на ръка. grader check { $id } ги оценява.
    По един ред на въпрос, името му = твоят отговор:
      редовете, които програмата отпечатва: списък, ["първи ред", "втори ред"]
      число или дума: "3" или "capacity"
      редът с грешката: номерът му, 3
      въпрос с избор: буквата, "b"
    Празен отговор ("" или []) значи: още без отговор.
quiz-unknown = Няма тест { $id }. Тестове: { $known }
quiz-intro = { $count } въпроса. Отговорите ти се пазят в { $file }; празен отговор минава към следващия въпрос.
quiz-already = ✓ Въпрос { $n } вече е с верен отговор.
quiz-question = Въпрос { $n } от { $of } · { $kind }
quiz-skipped = Оставено засега.
quiz-right = Вярно.
quiz-wrong = Не е вярно.
quiz-again = Опитай пак или натисни Enter, за да продължиш.
quiz-all-right = Всичките { $count } отговора са верни. grader check { $id } ги брои.
quiz-some-right = { $right } от { $count } отговора са верни. grader quiz { $id } ще те попита пак за другите; верните остават в { $file }.
quiz-cannot-save = { $file } не може да се запише: { $error }
quiz-solution-header = { $id }: отговорите и защо
quiz-answer = Отговор: { $answer }
next-quiz = Отговори на въпросите му: grader quiz { $id }, после grader check { $id }.
reset-from-questions = направен наново от въпросите на теста
quiz-kept = Запазено. Това копие на курса няма отговорите: твоите се оценяват, когато ги предадеш.
quiz-kept-check = С отговор; оценява се, когато го предадеш.
quiz-already-kept = Въпрос { $n } вече е с отговор.
quiz-all-kept = { $answered } от { $count } въпроса са с отговор, запазени в { $file }. Оценяват се, когато ги предадеш (git push).
quiz-no-answers = Това копие на курса има въпросите на { $id }, но не и отговорите им: отговорите ти се оценяват, когато ги предадеш.

## grader: dist и копието за студентите
dist-not-empty = { $dir } не е празна: дай на `grader dist` нова или празна папка, за да не се презапише нищо твое.
dist-done = Хранилището за студентите е в { $dir }: { $files } файла, { $left_out } файла на преподавателя са пропуснати. Качи го като шаблон на курса.
dist-failed = Хранилището за студентите не можа да се запише: { $error }
teacher-command = `grader { $command }` е за преподаватели: трябват му примерните решения, мутантите и отговорите, а те остават в курса. Тук можеш да проверяваш, да искаш подсказки, да следиш, да четеш урока и да решаваш теста.
solution-from-teacher = Примерното решение на { $id } не е в твоето копие на курса: преподавателят пуска решенията след крайния срок и тогава `git pull` ги носи.
dist-readme =
    # Конкурентност в Rust: упражненията

    Започни оттук, на своя компютър, от тази папка:

    ```sh
    cargo run -p grader -- check exercise-1   # проверява упражнение 1 (в началото: още не е готово, започни в src/lib.rs)
    cargo run -p grader -- list               # упражненията ({ $exercises }) и докъде си стигнал
    ```

    Първата проверка веднъж построява грейдъра и курса (минута-две); после една проверка трае секунди.
    За всяко упражнение редактираш един файл, `exercises/NN-name/src/lib.rs`. `cargo run -p grader -- hint` дава по една подсказка повече всеки път,
    `cargo run -p grader -- lesson exercise-1` показва урока, `cargo run -p grader -- watch` проверява отново при всеки запис.
    Когато качиш промените си, курсът оценява упражненията ти със собственото си копие на проверките.
grade-bad-roster = Списъкът на класа не можа да се прочете: { $error }. Той е CSV със заглавен ред name,folder (или JSON: [{"{"}"name": …, "folder": …{"}"}]).
grade-bad-gradebook = Дневникът с оценките не можа да се запише: { $error }
grade-nothing = Няма какво да се оценява: дай папки с решения или списък на класа с --roster.

## Упражнение от вида `fix`: даденият код има грешка и ти я поправяш.
fix-unchanged = Още не си променил дадения код. В него има грешка: пусни го няколко пъти, прочети отчета и намери реда.
fix-changed-lines = Промени { $count ->
    [one] един ред
   *[other] { $count } реда
} от дадения код в { $file }:
verify-fix-stub-is-given = stub-ът е даденият код (given.rs)
verify-fix-stub-differs = различава се от given.rs: раздай дадения код непроменен
verify-fix-no-stub-class = stub-class в lesson.toml
verify-unexplained = първата показана грешка не е обяснена: липсва { $what }
verify-unexplained-message = съобщение
verify-unexplained-diff = сравнение на изхода
verify-unexplained-replay = команда, която пуска отново преплитането на това упражнение
verify-unexplained-timeline = описание стъпка по стъпка, в което всеки ред назовава своята нишка

## За преподаватели: grader mutant new|edit|save, мутант, пазен като пач.
mutant-bad-name = „{ $name }“ не може да е име на мутант: използвай малки латински букви, цифри и _.
mutant-unknown-class = Няма клас { $class }. Класове: { $known }
mutant-unknown-check = { $id } няма проверка { $check }. Проверките му: { $known }
mutant-bad-base = Тази основа не може да се използва: { $error }
mutant-exists = { $id } вече има мутант { $name }: grader mutant edit { $id } { $name } го променя.
mutant-unknown = { $id } няма мутант { $name }. Мутантите му: { $known }
mutant-broken = Мутантът { $name } не може да бъде построен: { $error }
mutant-editing = { $file } вече съществува, незапазена промяна: запази я с grader mutant save { $id } { $name } или я изтрий.
mutant-no-edit = Няма промяна на { $name } за запазване ({ $file } липсва): започни с grader mutant edit { $id } { $name }.
mutant-failed = { $file } не може да бъде записан: { $error }
mutant-created = Мутантът { $name } е добавен в { $manifest } като пач на { $base }.
mutant-edit = Превърни { $file } в грешната програма, после го запази с: grader mutant save { $id } { $name }
mutant-saved = { $file } е запазен ({ $lines } променени реда), а { $edit } е премахнат. grader verify { $id } проверява дали го хваща.
dev-written =
    Записано: { $manifest } — работно пространство, в което се компилират всички checks.rs, примерни решения, алтернативи и мутанти. Провери ги с
        cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    или го отвори в редактора си (rust-analyzer: добави го в linkedProjects).
dev-failed = Работното пространство за разработка не е записано: { $error }

# security
forbidden-lifetime = `{ $found }` именува време на живот: никое упражнение не се нуждае от това, а известните пропуски в проверката на времената на живот в компилатора разчитат на него. Остави компилатора да го изведе: пропусни времето на живот или пиши '_. Структура, която пази референция, може вместо това да пази това, към което тя сочи (копие на `Arc` или самата стойност); итератор, който заема, може да се върне като `impl Iterator<Item = T> + '_` (направен със std::iter::from_fn).
forbidden-higher-ranked = `{ $found }` е ограничение от по-висок ранг: никое упражнение не се нуждае от това, а известните пропуски в проверката на времената на живот в компилатора разчитат на него. Остави компилатора да го изведе: пиши ограничението без for<…> (`F: Fn(&str) -> usize`), като пропуснеш времето на живот или пишеш '_.
forbidden-sized = `{ $found }` е ограничение върху Sized: никое упражнение не се нуждае от това, а известен пропуск в проверката на типажите в компилатора разчита на него. Махни го: типовете ти вече имат размер. Където то пускаше `dyn` тип (`f: &F` с `F: ?Sized`), вземи самия тип: `f: &dyn Fn(usize, usize)`, или подай Box-а.
forbidden-projection = `{ $found }` именува асоцииран тип чрез обобщен тип (проекция): никое упражнение не се нуждае от това, а известен пропуск в проверката на времената на живот в компилатора (rust-lang/rust#84366) разчита на него. Напиши самия тип или му дай собствен типов параметър (`I: Iterator<Item = R>`, после `R`).
forbidden-macro-rules = `{ $found }` дефинира макрос: грейдърът чете кода ти така, както е написан, преди макросите да се разгърнат, затова не може да провери какво пише твой собствен макрос. Напиши вместо това функция или затваряне (closure).
forbidden-fn-pointer = `{ $found }` е тип указател към функция с референция в него: никое упражнение не се нуждае от това, а известен пропуск в проверката на времената на живот в компилатора (rust-lang/rust#25860) разчита на него. Вземи вместо това затваряне (closure): обобщено F: Fn(…) или Box<dyn Fn(…)>.
forbidden-peek-mut = `{ $found }` пише в следващия елемент на Peekable: никое упражнение не се нуждае от това, а известен пропуск в проверката на времената на живот в компилатора (rust-lang/rust#84366) разчита на него. Пази елемента в своя собствена променлива.
# platforms
## grader grade --format classroom50|github|gitlab|prairielearn|gradescope, grader dist --platform.
platform-missing-variable = Променливата на средата { $name } не е зададена. Runner-ът на платформата я задава; за да опиташ на ръка, задай я сам.
platform-write-failed = { $file } не може да се запише: { $error }
platform-one-submission = --format { $format } оценява едно решение, а бяха дадени { $count }.
platform-column-exercise = Упражнение
platform-column-result = Резултат
platform-column-points = Точки
platform-first-failure = Първата грешка, в { $id }:
prairielearn-nothing-handed-in = В решението няма файл на нито едно упражнение: няма какво да се оценява.
prairielearn-not-gradable = Това решение не можа да се оцени, и вината не е в твоя код: не са дадени и не са отнети точки. Кажи на преподавателя си.
dist-platform-files = За { $platform }: това, което влиза в конфигурацията на класа ти, е в { $dir } (виж README.md там).
# picture
## The failing interleaving as a page (grader check) and the class report (grader grade --report).
picture-title = { $exercise } · { $check } — { $class }
picture-heading = Провалящото се преплитане, нарисувано
picture-steps = { $steps } стъпки на планировчика, { $preemptions } прекъсвания; времето тече надолу.
picture-step = стъпка
picture-time = време
picture-blamed = Причината
picture-failed-here = проваля се тук
picture-finished = приключи
picture-condvar = condvar { $n }
picture-woke-nobody = не събуди никого
picture-queue = в опашката
picture-queue-empty = празна
picture-tasks = задачи, още без отговор
picture-stuck-title = Накрая още чакат
picture-explanation-title = Какво видя грейдърът
picture-legend-title = Какво значат знаците
picture-legend-running = нишката прави тази стъпка
picture-legend-inside = в извикване, докато други нишки работят
picture-legend-waiting = чака на condvar (щриховано; цветът и номерът казват на кой)
picture-legend-sleeping = спи (на точки)
picture-legend-stuck = чака вечно (кръстосано щриховано)
picture-legend-finished = нишката приключи
picture-legend-notify = notify, като стрелка към нишката, която събуди
picture-legend-woke-nobody = notify, който не събуди никого
picture-legend-queue = какво има в опашката след стъпката
picture-legend-blamed = стъпката, която обяснението сочи като причина
picture-footer = Нарисувано от грейдъра по изследваното преплитане; този файл не иска мрежа.
picture-written = Картината на това преплитане: { $link }
picture-not-written = Картината не беше записана: { $error }
class-report-title = Какво сбърка класът
class-report-summary = { $submissions } решения, { $exercises } упражнения.
class-report-passed = { $passed } от { $total } минаха
class-report-points = точки: най-малко { $min }, медиана { $median }, най-много { $max }, от { $of }
class-report-bugs = Грешките, най-честите първо
class-report-bug = { $class }: { $count } от { $total }
class-report-found-by = намерена от { $checks }
class-report-who = кой: { $names }
class-report-no-bugs = Никой не направи грешка, която проверките назовават.
class-report-show = Преплитането на { $name }
class-report-ungraded = Не можаха да бъдат оценени
class-report-ungraded-none = Всяко решение беше оценено.
class-report-written = Отчетът за класа: { $link }
class-report-not-written = Отчетът за класа не беше записан: { $error }
class-report-bad-name = --report иска файл, който завършва на .html или .csv, не { $file }
# teacher
reset-not-committed = Няма къмитната заготовка на { $id }: git няма { $file } в HEAD, а това копие не е направено от grader dist. Нищо не беше променено (къмитни заготовката и reset ще може да я върне).
reset-example = Къмитнатата заготовка на { $id } все още е примерът от grader new (в нея има { $marker }): тя никога не се връща върху твоя файл. Нищо не беше променено.
reset-from-shipped = както е раздадена, { $shipped }
mutant-removed = Мутантът { $name } е премахнат от { $manifest } заедно с пача си. Запазени: { $backups }
# budgets
too-many-threads = Проверката имаше повече от { $threads } нишки наведнъж и беше спряна: дали кодът ти не стартира нишки в цикъл? На едно упражнение са нужни само няколко.
exercise-budget = Проверките на това упражнение отнеха заедно повече от { $seconds } s ({ $times } пъти по { $limit } s, колкото може да трае една проверка) и бяха спрени: на правилна програма ѝ трябва малка част от това. Дали кодът ти не чака или работи по-дълго от нужното, точно под границата на всяка проверка?
submission-budget = Проверките на това решение отнеха заедно повече от бюджета му (средно { $times } пъти по { $limit } s, колкото може да трае една проверка, за всяко упражнение) и бяха спрени тук: на правилна програма ѝ трябва малка част от това. Дали кодът ти не чака или работи по-дълго от нужното?
compile-cpu-limit = Компилирането на { $file } държа компилатора зает повече от { $seconds } s и беше спряно: файл от този курс се компилира за няколко. Дали константа или цикъл в const не работи безкрайно?

# real threads judge behaviour too (issue 24)
real-threads-busy-wait = На истински нишки { $call } опитваше пак и пак, докато трябваше да чака: нишките на програмата изразходваха { $cpu } процесорно време и направиха { $ops } операции (ключалка, атомарни, yield или sleep) за { $waited }, в които всяка от тях нямаше какво да прави освен да чака (нишка, която спи в wait(), не изразходва нищо и не прави нищо). В изследователя чакаше както трябва: дали кодът ти не опитва пак и пак, когато не е изследван? И там трябва да спи в wait().
real-threads-naps = На истински нишки { $call } дремеше, докато трябваше да чака: нишките на програмата бяха в { $naps ->
        [one] едно извикване
       *[other] { $naps } извиквания
    } на sleep() за { $waited }, в които всяка от тях нямаше какво да прави освен да чака в wait(). Нишка, която дреме и пак поглежда, опитва пак и пак, само по-бавно, и закъснява с до една дрямка. В изследователя чакаше както трябва: дали кодът ти не поглежда пак и пак, когато не е изследван? И там трябва да чака в wait().
note-away = main отсъства { $time }: { $call } трябва да чака дотогава
naps-while-waiting = { $call } дремеше, докато трябваше да чака: нишките на програмата бяха в { $naps ->
        [one] едно извикване
       *[other] { $naps } извиквания
    } на sleep() за { $waited }, в които нищо не можеше да ги придвижи. Нишка, която дреме и пак поглежда, опитва пак и пак, само по-бавно, и закъснява с до една дрямка: чакай в wait() (или в put, take, recv), който спи, докато друга нишка не промени нещо.
real-threads-one-at-a-time = На истински нишки { $tasks } задачи, които отнемат време, вървяха една по една: най-много { $most } беше в работа едновременно (започната, несвършена), а пул с повече от един работник изпълнява няколко една до друга. В изследователя вървяха една до друга: дали кодът ти не работи различно, когато не е изследван? И там трябва първо да раздаде всички задачи.
real-threads-no-recheck-panic = На истински нишки { $thread } се събуди в { $call }, продължи, без да провери отново, и изпадна в паника: { $message }. Друга нишка беше по-бърза и беше взела това, за което я събудиха. В изследователя не продължи така: дали кодът ти не работи различно, когато не е изследван? И там трябва да проверява отново след всяко чакане.
real-threads-capacity-exceeded = На истински нишки в опашката имаше поне { $inside } елемента, а капацитетът ѝ е { $capacity }. В изследователя това не се случи: дали кодът ти не работи различно, когато не е изследван?
## grader verify: texts a student would read untranslated, reminders, drafts.
verify-gap-key = съобщението { $key } на { $lang } ({ $file })
verify-gap-key-missing = липсва: студентът би прочел самото „{ $key }“
verify-gap-role = ролята на нишка „{ $role }“ като { $key } на { $lang } ({ $file })
verify-gap-role-missing = липсва: студентът би я прочел така, както проверката я пише
verify-reminder-lesson = { $id } не се споменава в текста на урока { $file }: разкажи там на студентите за него (grader check { $id }).
verify-reminder-readme = { $id } няма ред в таблицата с упражнения на README ({ $file }): добави „| { $number } | `{ $slug }` | … |“.
verify-draft = { $id } е чернова (draft = true в { $file }): немските и българските текстове още може да липсват; grader dist няма да го раздаде.
dist-draft = { $id } още е чернова (draft = true в { $file }): напиши немските и българските му текстове, махни draft и пусни grader verify { $id }.
replay-unknown-check = { $id } няма изследвана проверка { $check }, така че няма какво да се пусне отново. Изследваните му проверки: { $known }
replay-unknown-handle = { $handle } е кратко име за пускане отново на преплитане, което не е създадено на тази машина ({ $file } липсва): пусни grader check отново, за да получиш такова, или вземи дългата форма от --format json.
replay-undecodable = Преплитането след --replay не може да се прочете: част от него липсва или е променена, както когато терминал пререже дълъг ред. Постави цялата команда, точно както я отпечата проверката, която не мина (--format json я дава на едно парче, като „replay“). Кодът ти не е пускан.
replay-unknown-scenario = Проверката { $check } на { $id } няма сценарий { $scenario }: { $count ->
        [one] има само сценарий 0.
       *[other] има само сценарии от 0 до { $last }.
    } Числото между името на проверката и преплитането е нейният сценарий: постави цялата команда, точно както я отпечата проверката, която не мина. Кодът ти не е пускан.
dev-written-one =
    Записано: { $manifest }, работно пространство само с checks.rs, примерното решение, алтернативите и мутантите на { $id }. Провери ги с
        CARGO_TARGET_DIR=target cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    (папката target на курса: зависимостите, които вече е проверила, не се проверяват отново).
## grader_kit::holders: ограничен ресурс (разрешенията на семафор, пул от връзки).
holders-over-limit = Поне { $most } нишки го държаха едновременно, а място има за { $limit }.
note-over-limit = вече { $holders } държащи, място за { $limit }
holder-freed-no-wake = Държащ освободи мястото си, а чакащ продължи да чака ({ $limit } { $limit ->
    [one] място
   *[other] места
}, { $waiters } { $waiters ->
    [one] чакащ
   *[other] чакащи
}): който освобождава място, трябва да събуди нишка, която чака за такова.
thread-waiter = чакащ

## Командният ред: grader --help, помощта на всяка команда и какво се казва при грешно извикване.
## Ключовете се образуват от пътя на командата и id на аргумента (grader/src/cli/help.rs):
## cli-about-ПЪТ обобщението, cli-more-ПЪТ каквото --help показва под него, cli-arg-ПЪТ-ID помощта за
## аргумент, cli-value-ИМЕ обозначението на стойност, cli-choice-ПЪТ-ID-СТОЙНОСТ помощта за възможна
## стойност. Обобщенията и помощта за аргументите завършват без точка.
cli-about = Проверява упражнения по конкурентност, като изследва преплитанията на нишките им
cli-arg-lang = Езикът на всички съобщения: en, de или bg (иначе GRADER_LANG, иначе локалът на системата)
cli-arg-color = Цветове: auto (в терминал, освен ако е зададено NO_COLOR), always или never
cli-arg-id = exercise-N, N или името на упражнението; без него – упражнението, което посочва `grader next`
cli-arg-timeout = Секунди, за които може да работи всяка проверка, вместо собствената граница на упражнението
cli-arg-memory = MiB памет, които всяка проверка може да използва (по подразбиране 512)
cli-arg-build_timeout = Секунди, за които може да се компилира едно упражнение (по подразбиране 600)
cli-arg-compile_cpu = Секунди процесорно време за всеки компилатор на оценявания код (по подразбиране 60)
cli-arg-check_jobs = Проверки, които вървят едновременно: най-много толкова наведнъж във всичко, което този грейдър изпълнява (включително `grade --jobs`; по подразбиране: броят на ядрата). Резултатът е един и същ при всеки брой
cli-about-list = Изброява упражненията и докъде си стигнал с всяко
cli-more-list = Пример: grader list
cli-about-check = Компилира упражнението ти, пуска скритите му проверки и изследва преплитанията му
cli-more-check =
    Код за изход 0, когато всички проверки минават; 1, когато някоя не минава или кодът не се
    компилира или използва нещо, което упражнението отхвърля; 2, когато грейдърът не може да
    свърши работата си (сгрешена команда, повреден курс), никога заради твоя код.

    Пример: grader check exercise-1   (или: grader check bounded-queue)

    Всички упражнения наведнъж: grader check --all
    Папка с решение, подредена като курса (взима се само всеки exercises/NN-name/src/lib.rs,
    останалото се пренебрегва и това се съобщава): grader check --all --submission ПАПКА
cli-arg-check-format = Как се извежда резултатът: text за човек, json за програма
cli-arg-check-replay = Пуска отново едно неуспешно преплитане, както го отпечатва проверка, която не е минала: CHECK:SCENARIO:SCHEDULE
cli-arg-check-file = Проверява този файл вместо src/lib.rs на упражнението
cli-arg-check-html = Записва картината на неуспешно преплитане (HTML) във ФАЙЛ вместо в target/grader/pictures/exercise-N.html
cli-arg-check-no_html = Не записва картина на неуспешно преплитане
cli-arg-check-all = Проверява всички упражнения
cli-arg-check-submission = Взима src/lib.rs на упражненията от тази папка (подредена като курса) и нищо друго
cli-about-grade = За преподаватели: оценява папки с решения, напр. цял клас в CI
cli-more-grade =
    Всяка папка е подредена като курса; взима се само всеки exercises/NN-name/src/lib.rs, всичко
    останало (Cargo.toml, build.rs, проверки, снапшоти, нови файлове) се пренебрегва и това се съобщава.
    Код за изход 0, когато всички решения минават; 1, когато някое не минава (включително грешка при
    компилиране или отказ); 2, когато някое не може да се оцени (повреден курс или машина, никога
    кодът на студент).

    Пример: grader grade submissions/*/ --jobs 4
            grader grade submissions/*/ --shard 2/3 --format junit > report.xml
            grader grade /autograder/submission --format gradescope > /autograder/results/results.json
            grader grade /tmp/submission --format prairielearn > /grade/results/results.json
            grader grade "$CHECKOUT" --format classroom50   (result.json и release-body.md там)
            grader grade "$GITHUB_WORKSPACE/submission" --format github   (или: --format gitlab)
cli-arg-grade-dirs = Папки с решения
cli-arg-grade-roster = Списък на класа, CSV със заглавен ред `name,folder` (или JSON: [{"{"}"name", "folder"{"}"}]); папките в него се оценяват под имената на студентите. Относителните пътища са спрямо папката на списъка
cli-arg-grade-gradebook = Записва там дневника с оценките: CSV, ред за всеки студент, колона за всяко упражнение, общо, максимум
cli-arg-grade-report = Записва там отчета за класа: ФАЙЛ.html (една страница, офлайн) или ФАЙЛ.csv: за всяко упражнение колко са минали, разпределението на точките, направените класове грешки, най-честите първо. Може да се даде два пъти, за двата формата
cli-arg-grade-jobs = Решения, които се оценяват едновременно
cli-arg-grade-shard = Оценява само I-тата от N части на (сортираните) папки, за матрица от задания в CI: I/N
cli-arg-grade-format = Как се извеждат резултатите: за човек, за програма или за CI или платформа за оценяване
cli-choice-grade-format-text = За човек: блок за всяко решение, обобщаваща таблица, общото време
cli-choice-grade-format-json = Собствената схема на грейдъра, с точки (docs/schemas/grade.schema.json)
cli-choice-grade-format-junit = JUnit XML, за разделите с тестове в CI системите
cli-choice-grade-format-gradescope = results.json за Gradescope (едно решение)
cli-choice-grade-format-prairielearn = results.json за външното оценяване на PrairieLearn (едно решение)
cli-choice-grade-format-classroom50 = Classroom 50: result.json и release-body.md в папката на решението (едно решение)
cli-choice-grade-format-github = Обикновени GitHub Actions: обобщение на job-а, анотации, grader-junit.xml (едно решение)
cli-choice-grade-format-gitlab = GitLab CI: отчетът в лога на job-а, grader-junit.xml (едно решение)
cli-about-hint = Показва следващата подсказка за упражнение (и тези преди нея)
cli-more-hint =
    Пример: grader hint exercise-1
            grader hint            (упражнението, което посочва `grader next`)
cli-about-verify =
    За преподаватели: всеки stub се проваля, всяко решение минава, всеки мутант е хванат,
    а имената на проверките в lesson.toml и checks.rs съвпадат
cli-more-verify =
    С --accept-output вместо това: пуска дадения main с примерното решение на всеки
    език, показва как изходът му се различава от снапшотите и го записва като
    нови снапшоти (snapshots/output.snap, output.de.snap, output.bg.snap).

    Пример: grader verify            (всички упражнения)
            grader verify exercise-1
            grader verify --accept-output exercise-2
cli-arg-verify-id = exercise-N, N или името на упражнението; без него – всички упражнения
cli-arg-verify-accept_output = Записва изхода на дадения main като снапшоти на упражнението, след като покаже разликите
cli-about-lesson = Показва урок на твоя език: producer-consumer или thread-pool (или урока на упражнение)
cli-more-lesson = Пример: grader --lang bg lesson producer-consumer
cli-arg-lesson-id = Урок (producer-consumer, thread-pool) или упражнение (exercise-N, N или името му) – за урока му
cli-about-quiz = Задава въпросите на тест и пази отговорите ти; после `grader check` ги оценява
cli-more-quiz =
    Напиши редовете, които програмата отпечатва (после празен ред), число или дума, номер на
    ред или буква. След грешен отговор можеш веднага да опиташ отново; празен отговор минава
    нататък. Отговорите се пазят в answers.toml на теста (можеш да го пишеш и на ръка), а за
    верните не се пита отново.

    Пример: grader quiz producer-consumer   (или: grader quiz exercise-10)
cli-arg-quiz-id = Урок (producer-consumer, thread-pool) или exercise-N, N или името на тест
cli-about-watch = Проверява упражнение отново при всяко записване, докато не натиснеш q
cli-more-watch =
    Клавиши: n следващо упражнение · h подсказка · l списък · r връщане на заготовката · c или Enter провери сега · q изход.
    Резултатът остава на екрана, докато следващият не се отпечата под него.

    Пример: grader watch exercise-1
            grader watch            (първото упражнение, което още не е готово)
            grader watch --poll     (където файловите събития не пристигат: мрежови дискове, WSL, контейнери)
cli-arg-watch-id = exercise-N, N или името на упражнението; без него – първото упражнение, което още не е готово
cli-arg-watch-poll = Търси промени всяка секунда, вместо да чака файлови събития
cli-about-next = Посочва упражнението, по което да работиш сега: първото, което още не е готово
cli-more-next = Пример: grader next
cli-about-reset = Връща заготовката на упражнение такава, каквато е раздадена (първо пита)
cli-more-reset =
    Връща се само заготовка, която курсът е къмитнал: тази от HEAD на git или, в твоето копие на
    курса, раздадената (.grader-stubs/). Каквото е имало във файла, се пази в .grader-backups/,
    до напредъка ти (`cargo clean` не го трие).

    Пример: grader reset exercise-1
            grader reset exercise-1 --yes
cli-arg-reset-yes = Не пита
cli-about-solution = Показва примерното решение до твоето, след като упражнението ти е готово
cli-more-solution = Пример: grader solution exercise-1
cli-about-new = За преподаватели: създава ново упражнение, готово за `grader verify ИМЕ`
cli-more-new =
    Създава crate-а със заготовката, решението, записа в манифеста, checks.rs с една примерна
    проверка, празен снапшот, примерен мутант, подсказки на всеки език и съобщенията на
    примера. След това `grader verify ИМЕ` изброява какво още трябва да се напише (всяко
    TODO(teacher)).
    С --new-lesson и урокът е нов: неговият lesson.toml, текстовете му на всеки език и
    каталозите му.

    Пример: grader new producer-consumer refusal
            grader new monitors rw-lock --new-lesson
cli-arg-new-lesson = Идентификаторът на урока, както в lessons/<УРОК>/lesson.toml
cli-arg-new-slug = Името на упражнението: малки латински букви, цифри и тирета
cli-arg-new-number = Номерът му (по подразбиране: с едно повече от най-големия досега)
cli-arg-new-new_lesson = Започва урока УРОК с това упражнение: създава и lessons/УРОК/
cli-about-dev =
    За преподаватели: записва target/grader/dev/ – работно пространство, в което се компилират
    всички checks.rs, решения, алтернативи и мутанти, за rust-analyzer и `cargo clippy`
cli-more-dev =
    Грейдърът никога не компилира от него: то е за инструментите на преподавателя. CI го проверява с линтер.

    Пример: grader dev && cargo clippy --manifest-path target/grader/dev/Cargo.toml --workspace
            grader dev --only exercise-14    (crate-овете на едно упражнение, в target/grader/dev-only/)
cli-arg-dev-only = Само crate-овете на това упражнение (проверките, решението, алтернативите и мутантите му), в собствено работно пространство: за да провериш с линтер едно упражнение, не е нужно да проверяваш всички
cli-about-dist = За преподаватели: записва хранилището за студентите, без решения, мутанти и отговори
cli-more-dist =
    Всеки файл на курса, който git пази, без тези на преподавателя (изброени в course.toml),
    плюс README за студентите и workflow за GitHub Classroom, който оценява с този курс при
    къмита от --ref.

    Пример: grader dist ../student-template --course my-school/course --ref $(git rev-parse HEAD)
            grader dist ../release-2 --course my-school/course --ref abc123 --with-solutions 1 2
cli-arg-dist-out = Празна или нова папка
cli-arg-dist-course = Хранилището на курса, СОБСТВЕНИК/ХРАНИЛИЩЕ, както workflow-ът го изтегля
cli-arg-dist-reference = Къмитът на курса, спрямо който workflow-ът оценява
cli-arg-dist-with_solutions = Упражнения, чиито примерни решения също се раздават (пуснати след крайния им срок)
cli-arg-dist-platform = Къде се оценява: github-actions (workflow), gitlab (.gitlab-ci.yml) или classroom50 (autograder.py и блокът runtime в ЦЕЛЕВА_ПАПКА-classroom50, за хранилището с конфигурацията)
cli-choice-dist-platform-classroom50 = Classroom 50: без workflow в шаблона (Classroom 50 добавя свой); autograder.py и блокът runtime на заданието в папка до ЦЕЛЕВА_ПАПКА
cli-choice-dist-platform-github-actions = Обикновени GitHub Actions: .github/workflows/grade.yml
cli-choice-dist-platform-gitlab = GitLab CI: .gitlab-ci.yml
cli-about-mutant = За преподаватели: записва мутант, пазен като пач на правилна програма
cli-more-mutant =
    `new` добавя записа му в mutants.toml на упражнението и слага основата му там, където я
    редактираш; `edit` слага мутанта там като програма; `save` запазва промените ти като негов пач.

    Пример: grader mutant new exercise-2 late_pill --class deadlock --about "отровното хапче влиза твърде късно"
            grader mutant edit exercise-2 missed_pill
            grader mutant save exercise-2 missed_pill
            grader mutant rm exercise-2 missed_pill
cli-arg-mutant-id = exercise-N, N или името на упражнението
cli-arg-mutant-name = Името на мутанта
cli-about-mutant-new = Добавя мутант: записа му, празен пач и основата му за редактиране
cli-arg-mutant-new-name = Името на мутанта: малки латински букви, цифри и _
cli-arg-mutant-new-about = Какво не е наред в него, с едно изречение
cli-arg-mutant-new-class = Класът на грешката му (deadlock, lost-item, …)
cli-arg-mutant-new-check = Проверката, която трябва да го хване
cli-arg-mutant-new-base = На какво е пач: solution, given или alternatives/ФАЙЛ.rs
cli-about-mutant-edit = Записва мутанта като програма, за редактиране
cli-about-mutant-save = Запазва редактираната програма като пач на мутанта и я премахва
cli-about-mutant-rm = Премахва мутант: записа му в mutants.toml и пача му (запазени в .grader-backups/)
cli-about-completions = Отпечатва автоматично допълване на командите за bash, zsh или fish
cli-more-completions =
    Пример: grader completions bash > ~/.local/share/bash-completion/completions/grader
            grader completions zsh > ~/.zfunc/_grader
            grader completions fish > ~/.config/fish/completions/grader.fish
cli-arg-completions-shell = Shell-ът, за който се отпечатва допълването
## Обозначения на стойности, както ги показват редът за употреба и опциите.
cli-value-lang = ЕЗИК
cli-value-color = ЦВЕТОВЕ
cli-value-format = ФОРМАТ
cli-value-id = УПРАЖНЕНИЕ
cli-value-replay = ПРЕПЛИТАНЕ
cli-value-file = ФАЙЛ
cli-value-dir = ПАПКА
cli-value-secs = СЕК
cli-value-mib = MIB
cli-value-n = N
cli-value-i-n = I/N
cli-value-jobs = ПРОЦЕСИ
cli-value-lesson = УРОК
cli-value-quiz = ТЕСТ
cli-value-slug = ИМЕ
cli-value-number = НОМЕР
cli-value-out = ЦЕЛЕВА_ПАПКА
cli-value-owner-repo = СОБСТВЕНИК/ХРАНИЛИЩЕ
cli-value-commit = КЪМИТ
cli-value-platform = ПЛАТФОРМА
cli-value-name = ИМЕ
cli-value-about = ОПИСАНИЕ
cli-value-class = КЛАС
cli-value-check = ПРОВЕРКА
cli-value-base = ОСНОВА
cli-value-shell = SHELL
cli-value-command = КОМАНДА
## Собствените думи на clap.
cli-heading-usage = Употреба
cli-heading-arguments = Аргументи
cli-heading-options = Опции
cli-heading-commands = Команди
cli-heading-possible-values = Възможни стойности
cli-usage-options = [ОПЦИИ]
cli-spec-default = [по подразбиране: { $value }]
cli-spec-possible-values = [възможни стойности: { $values }]
cli-spec-env = [променлива на средата: { $name }]
cli-spec-commands = [команди: { $commands }]
cli-flag-help = Показва помощта
cli-flag-help-more = Показва помощта (повече с '--help')
cli-flag-help-summary = Показва помощта (кратко обобщение с '-h')
cli-flag-version = Показва версията
cli-help-command-about = Показва тази помощ или помощта за дадените команди
## Грешно извикване.
cli-error = грешка
cli-error-unexpected-argument = неочакван аргумент '{ $arg }'
cli-error-unrecognized-command = непозната команда '{ $command }'
cli-error-invalid-value = невалидна стойност '{ $value }' за '{ $arg }'
cli-error-value-required = '{ $arg }' изисква стойност, но не е дадена
cli-error-missing-arguments = липсват тези задължителни аргументи:
cli-error-conflict = аргументът '{ $arg }' не може да се използва заедно с '{ $other }'
cli-error-conflict-list = аргументът '{ $arg }' не може да се използва заедно с:
cli-error-conflict-others = аргументът '{ $arg }' не може да се използва заедно с някой от другите дадени аргументи
cli-error-used-twice = аргументът '{ $arg }' може да се даде само веднъж
cli-error-too-many-values = неочаквана стойност '{ $value }' за '{ $arg }': повече стойности не се очакват
cli-error-missing-command = '{ $command }' изисква команда, но не е дадена
cli-tip = подсказка
cli-similar-argument = { $count ->
    [one] има подобен аргумент: { $similar }
   *[other] има подобни аргументи: { $similar }
}
cli-similar-command = { $count ->
    [one] има подобна команда: { $similar }
   *[other] има подобни команди: { $similar }
}
cli-similar-value = { $count ->
    [one] има подобна стойност: { $similar }
   *[other] има подобни стойности: { $similar }
}
cli-try-help = За повече информация опитай '{ $help }'.
