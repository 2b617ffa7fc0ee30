class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
	name = "in_0"
	original_name = "L_self_modules_rotary_emb_buffers_inv_freq_"
	shape = [16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.143
	std = 0.275
	data = [1.000000, 0.562341, 0.316228, 0.177828, 0.100000, 0.056234, 0.031623, 0.017783, 0.010000, 0.005623, 0.003162, 0.001778, 0.001000, 0.000562, 0.000316, 0.000178]


class Program_weight_tensor_meta_float_1:
	name = "in_1"
	original_name = "float_1"
	shape = [1, 32, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 15.500
	std = 9.381
	data = [0.000000, 1.000000, 2.000000, 3.000000, 4.000000, 5.000000, 6.000000, 7.000000, 8.000000, 9.000000, 10.000000, 11.000000, 12.000000, 13.000000, 14.000000, 15.000000, 16.000000, 17.000000, 18.000000, 19.000000, 20.000000, 21.000000, 22.000000, 23.000000, 24.000000, 25.000000, 26.000000, 27.000000, 28.000000, 29.000000, 30.000000, 31.000000]
