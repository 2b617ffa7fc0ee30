class Program_weight_tensor_meta_gamma:
	name = "in_0"
	original_name = "gamma"
	shape = [1, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_input_6:
	name = "in_1"
	original_name = "input_6"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.094


class Program_weight_tensor_meta_sub:
	name = "in_2"
	original_name = "sub"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.042
