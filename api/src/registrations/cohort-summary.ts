import { getCohortWithCourse } from '@valik/db/queries';
export { getCohortWithCourse as getCohortForRegistration };
