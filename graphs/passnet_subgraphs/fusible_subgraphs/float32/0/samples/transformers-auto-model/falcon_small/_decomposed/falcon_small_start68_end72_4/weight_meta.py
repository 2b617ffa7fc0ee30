class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.067


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_1"
	original_name = "inputs_embeds"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_numpy_t_3:
	name = "in_2"
	original_name = "numpy_t_3"
	shape = [2048, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_x:
	name = "in_3"
	original_name = "x"
	shape = [2, 32, 2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.073
	std = 0.242
