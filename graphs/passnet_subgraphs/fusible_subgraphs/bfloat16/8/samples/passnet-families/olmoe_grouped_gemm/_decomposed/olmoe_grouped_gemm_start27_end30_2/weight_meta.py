class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_down_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_parameters_down_"
	shape = [64, 1024, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.031


class Program_weight_tensor_meta_gate:
	name = "in_1"
	original_name = "gate"
	shape = [524288, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.998


class Program_weight_tensor_meta_group_ends:
	name = "in_2"
	original_name = "group_ends"
	shape = [64]
	dtype = "torch.int32"
	device = "cpu"
	mean = None
	std = None
	min_val = 2
	max_val = 128


class Program_weight_tensor_meta_up:
	name = "in_3"
	original_name = "up"
	shape = [524288, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.998
