class Program_weight_tensor_meta_input_1:
	name = "in_0"
	original_name = "input_1"
	shape = [2, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.022
	std = 0.580
