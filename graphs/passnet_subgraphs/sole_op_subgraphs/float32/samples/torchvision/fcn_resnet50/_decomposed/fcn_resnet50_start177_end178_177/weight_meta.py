class Program_weight_tensor_meta_input_13:
	name = "in_0"
	original_name = "input_13"
	shape = [1, 21, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.283
	std = 13.727
