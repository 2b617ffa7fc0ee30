class Program_weight_tensor_meta_cos:
	name = "in_0"
	original_name = "cos"
	shape = [256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.755
	std = 0.520


class Program_weight_tensor_meta_cos_1:
	name = "in_1"
	original_name = "cos_1"
	shape = [256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.755
	std = 0.520


class Program_weight_tensor_meta_sin:
	name = "in_2"
	original_name = "sin"
	shape = [256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.158
	std = 0.367


class Program_weight_tensor_meta_sin_1:
	name = "in_3"
	original_name = "sin_1"
	shape = [256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.158
	std = 0.367
