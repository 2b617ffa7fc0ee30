class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_gate_up_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_parameters_gate_up_"
	shape = [64, 2048, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_group_ends:
	name = "in_0"
	original_name = "group_ends"
	shape = [64]
	dtype = "torch.int32"
	device = "cpu"
	mean = None
	std = None
	min_val = 2
	max_val = 128


class Program_weight_tensor_meta_grouped:
	name = "in_1"
	original_name = "grouped"
	shape = [1024, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 1.001
