class Program_weight_tensor_meta_omega:
	name = "in_0"
	original_name = "omega"
	shape = [288]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.110
	std = 0.210


class Program_weight_tensor_meta_reshape:
	name = "in_1"
	original_name = "reshape"
	shape = [256, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 7.500
	std = 4.619
