class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
	name = "in_0"
	original_name = "L_self_parameters_pos_embed_"
	shape = [1, 197, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_expand:
	name = "in_1"
	original_name = "expand"
	shape = [4, 1, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_x_1:
	name = "in_2"
	original_name = "x_1"
	shape = [4, 196, 384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.334
