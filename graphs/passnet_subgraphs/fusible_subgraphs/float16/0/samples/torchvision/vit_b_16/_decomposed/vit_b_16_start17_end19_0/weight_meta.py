class Program_weight_tensor_meta_input_2:
	name = "in_0"
	original_name = "input_2"
	shape = [1, 197, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.644
