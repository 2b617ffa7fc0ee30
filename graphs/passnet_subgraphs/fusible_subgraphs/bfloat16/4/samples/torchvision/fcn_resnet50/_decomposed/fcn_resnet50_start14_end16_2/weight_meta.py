class Program_weight_tensor_meta_input_2:
	name = "in_0"
	original_name = "input_2"
	shape = [8, 256, 130, 130]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.141


class Program_weight_tensor_meta_out_7:
	name = "in_1"
	original_name = "out_7"
	shape = [8, 256, 130, 130]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.158
