class Program_weight_tensor_meta_input_134:
	name = "in_0"
	original_name = "input_134"
	shape = [1, 256, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.018


class Program_weight_tensor_meta_input_137:
	name = "in_1"
	original_name = "input_137"
	shape = [1, 256, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.017


class Program_weight_tensor_meta_input_140:
	name = "in_2"
	original_name = "input_140"
	shape = [1, 256, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.011
	std = 0.015


class Program_weight_tensor_meta_input_143:
	name = "in_3"
	original_name = "input_143"
	shape = [1, 256, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.011
	std = 0.017


class Program_weight_tensor_meta_interpolate:
	name = "in_4"
	original_name = "interpolate"
	shape = [1, 256, 33, 33]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.018
