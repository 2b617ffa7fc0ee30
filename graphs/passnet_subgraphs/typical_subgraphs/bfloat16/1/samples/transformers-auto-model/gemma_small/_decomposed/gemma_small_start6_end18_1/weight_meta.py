class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
	name = "in_0"
	original_name = "L_self_modules_rotary_emb_buffers_inv_freq_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.125
	std = 0.240
	data = [1.000000, 0.749894, 0.562341, 0.421697, 0.316228, 0.237137, 0.177828, 0.133352, 0.100000, 0.074989, 0.056234, 0.042170, 0.031623, 0.023714, 0.017783, 0.013335, 0.010000, 0.007499, 0.005623, 0.004217, 0.003162, 0.002371, 0.001778, 0.001334, 0.001000, 0.000750, 0.000562, 0.000422, 0.000316, 0.000237, 0.000178, 0.000133]


class Program_weight_tensor_meta_position_ids_1:
	name = "in_1"
	original_name = "position_ids_1"
	shape = [1, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
