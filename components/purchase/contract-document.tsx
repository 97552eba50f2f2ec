import type { ContractDocument } from '@/lib/schemas/contract-text';
import { cx } from '@/lib/theme/cx';
import { FactList } from './fact-list';
import { CONTRACT_DATE, CONTRACT_NUMBER } from '@/lib/words/purchase';

/** The contract in full as a document: title, parties, vehicle, price, the numbered clauses and where each party signs. */
export function ContractDocumentView({ contract }: { contract: ContractDocument }) {
  return (
    <article aria-labelledby="contract-title" className={cx('pu-contract')}>
      <h2 id="contract-title" className={cx('pu-contract-title')}>
        {contract.title}
      </h2>
      <p className={cx('pu-contract-meta')}>
        {CONTRACT_NUMBER} {contract.number}　{CONTRACT_DATE} {contract.madeOn}　條款版本 {contract.termsVersion}
      </p>
      <p>{contract.intro}</p>
      <section aria-labelledby="contract-parties" className={cx('pu-contract-part')}>
        <h3 id="contract-parties" className={cx('pu-contract-heading')}>
          契約當事人
        </h3>
        {contract.parties.map((party) => (
          <div key={party.role}>
            <p className={cx('pu-contract-party')}>
              {party.role}　{party.name}
            </p>
            {party.facts.length > 0 && <FactList size="sm" facts={party.facts} />}
          </div>
        ))}
      </section>
      <section aria-labelledby="contract-subject" className={cx('pu-contract-part')}>
        <h3 id="contract-subject" className={cx('pu-contract-heading')}>
          買賣標的
        </h3>
        <FactList size="sm" facts={contract.subject} />
      </section>
      <section aria-labelledby="contract-prices" className={cx('pu-contract-part')}>
        <h3 id="contract-prices" className={cx('pu-contract-heading')}>
          價款
        </h3>
        <FactList size="sm" facts={contract.prices} />
      </section>
      <section aria-labelledby="contract-clauses" className={cx('pu-contract-part')}>
        <h3 id="contract-clauses" className={cx('pu-contract-heading')}>
          契約條款
        </h3>
        {contract.clauses.map((clause) => (
          <section key={clause.number} aria-label={`${clause.number} ${clause.heading}`} className={cx('pu-contract-clause')}>
            <h4 className={cx('pu-contract-clause-title')}>
              {clause.number}　{clause.heading}
            </h4>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph} className={cx('pu-contract-paragraph')}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </section>
      <section aria-labelledby="contract-signatures" className={cx('pu-contract-part')}>
        <h3 id="contract-signatures" className={cx('pu-contract-heading')}>
          立契約書人
        </h3>
        <div className={cx('pu-contract-signatures')}>
          {contract.signatures.map((signature) => (
            <div key={signature.role}>
              <p className={cx('pu-contract-party')}>{signature.role}</p>
              <p>{signature.name}</p>
              {signature.lines.map((line) => (
                <p key={line} className={cx('pu-contract-sign-line')}>
                  {line}
                </p>
              ))}
            </div>
          ))}
        </div>
      </section>
    </article>
  );
}
