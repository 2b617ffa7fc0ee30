class Program_weight_tensor_meta_L_self_modules_encoder_parameters_pos_embedding_:
	name = "w_0"
	original_name = "L_self_modules_encoder_parameters_pos_embedding_"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_x_3:
	name = "in_0"
	original_name = "x_3"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.021
	std = 0.579
