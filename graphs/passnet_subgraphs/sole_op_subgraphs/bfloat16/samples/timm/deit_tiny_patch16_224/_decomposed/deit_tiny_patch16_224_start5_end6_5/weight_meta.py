class Program_weight_tensor_meta_L_self_parameters_pos_embed_:
	name = "w_0"
	original_name = "L_self_parameters_pos_embed_"
	shape = [1, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_2:
	name = "in_0"
	original_name = "x_2"
	shape = [1, 197, 192]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.012
	std = 0.340
