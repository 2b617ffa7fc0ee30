class Program_weight_tensor_meta_omega:
	name = "in_0"
	original_name = "omega"
	shape = [288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.110
	std = 0.210


class Program_weight_tensor_meta_rows:
	name = "in_1"
	original_name = "rows"
	shape = [16, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 7.500
	std = 4.619
