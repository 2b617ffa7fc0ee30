class Program_weight_tensor_meta_L_hidden_states_:
	name = "in_0"
	original_name = "L_hidden_states_"
	shape = [2, 128, 2048]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_parameters_weight_:
	name = "in_1"
	original_name = "L_self_parameters_weight_"
	shape = [2048]
	dtype = "torch.float16"
	device = "cuda:0"
	mean = 1.000
	std = 0.000
