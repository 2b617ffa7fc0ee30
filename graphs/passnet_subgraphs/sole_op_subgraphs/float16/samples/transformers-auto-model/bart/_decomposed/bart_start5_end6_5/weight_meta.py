class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_positions_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_embed_positions_parameters_weight_"
	shape = [4098, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [1, 16]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
