class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
	name = "in_0"
	original_name = "L_self_parameters_pos_embed_"
	shape = [1, 197, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_expand:
	name = "in_1"
	original_name = "expand"
	shape = [2, 1, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_1:
	name = "in_2"
	original_name = "x_1"
	shape = [2, 196, 192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.341
